/** Service prefixes the auth pages talk to (spec §7). */
export const USER_SERVICE = '/srs-user-service';
export const MESSAGE_SERVICE = '/srs-message-service';
export const THIRDPARTY_SERVICE = '/srs-thirdparty-service';
