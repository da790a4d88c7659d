/** Site paths that are not docs but exist in every build, so links to them are valid. */
export const EXTRA_PATHS = ['/search', '/404', '/sitemap.xml', '/robots.txt', '/llms.txt', '/llms-full.txt'];
