/** Pages the "Try it" panel's explanations link to, as site routes (`siteHref` adds the base path). */

/** Where `security.allowedOrigins` is documented: the Security section of the configuration page. */
export const ALLOWED_ORIGINS_DOC = '/getting-started/installation/configuration#security';

/** How the system token is set and sent. */
export const API_TOKEN_DOC = '/getting-started/installation/security#api-security';
