/** What the browser tests need to know of the Airy stand-in (without loading it). */

/** The token the stand-in accepts. */
export const STAND_IN_TOKEN = 'stand-in-token';

/** The path where the stand-in lists the requests it received (for the tests, from Node). */
export const REQUEST_LOG_PATH = '/__stand-in/requests';

/** An image the stand-in serves from its own origin: content loaded from another site, for the policy tests. */
export const EXTERNAL_IMAGE_PATH = '/__stand-in/image.svg';
