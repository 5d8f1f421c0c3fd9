/** The user service prefix (spec §7). */
export const USER_SERVICE = '/srs-user-service';
