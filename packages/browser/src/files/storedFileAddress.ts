import { storedFile } from '@clearlot/contract/api/paths/file';

/**
 * Where a stored file is shown from, in both apps: a stored name ('3f…a9.png') is served by the file
 * service; an address (demo pictures, older records) is used as it is. Light enough for the header.
 */
export function storedFileAddress(nameOrAddress: string): string {
  return nameOrAddress.includes('/') ? nameOrAddress : storedFile.replace(':obsName', encodeURIComponent(nameOrAddress));
}
