import { storedFileAddress } from '../upload/storedFileAddress';

/**
 * Where an account's avatar is shown from (issue 31 item 12): the account keeps the stored file's name
 * ('3f…a9.png'), which is served by the file service, or an address (demo accounts); no avatar is
 * undefined, so the picture falls back to the person icon. Every place that shows the signed-in
 * person's picture (header menu, home account card, member centre, profile) reads it through here.
 */
export function avatarAddress(icon: string | null | undefined): string | undefined {
  return icon ? storedFileAddress(icon) : undefined;
}
