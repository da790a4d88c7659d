/**
 * The module the build writes beside the frame (`.generated/frame-version.ts`, see
 * `lib/site/frame.ts`); declared here so the project type-checks before anything was built.
 */
declare module '@generated/frame-version' {
  /** A hash of `.generated/site.json`. */
  export const FRAME_VERSION: string;
}
