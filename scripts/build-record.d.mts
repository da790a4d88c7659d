/** Types of `scripts/build-record.mjs`. */
export interface BuildRecord {
  /** `/` or `/docs/core/`. */
  basePath: string;
}
export const BUILD_RECORD_FILE: string;
export function writeBuildRecord(dir: string, record: BuildRecord): void;
export function readBuildRecord(dir: string): BuildRecord | null;
