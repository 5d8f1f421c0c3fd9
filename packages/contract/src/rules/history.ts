/**
 * Browsing history (issue 14, MyTracks; decisions: "Browsing history"): a product opened by a signed-in
 * buyer is recorded once per day (London's calendar), the latest opening first; the newest
 * BROWSING_HISTORY_CAP entries are kept, older ones drop off.
 */
export const BROWSING_HISTORY_CAP = 300;
/** The time zone whose calendar groups the history into days. */
export const BROWSING_HISTORY_ZONE = 'Europe/London';
