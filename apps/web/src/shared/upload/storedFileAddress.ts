/** Where a stored file is shown from: the rule both apps share (@clearlot/browser/files/storedFileAddress). */
export { storedFileAddress } from '@clearlot/browser/files/storedFileAddress';
