import { describe, expect, it } from 'vitest';
import { ErrorCatalogue, errorByCode } from '../../packages/contract/src/errors';
import { namedErrors, slimCatalogueModule } from './slimErrorCatalogue';

/** Loads the generated module's text as a module (without its re-export of the response codes, which it does not change). */
async function load(named: ReadonlySet<string>) {
  const code = slimCatalogueModule(named).replace(/^export \{[^}]*\} from '.\/responseCodes';$/m, '');
  return (await import(/* @vite-ignore */ `data:text/javascript,${encodeURIComponent(code)}`)) as {
    ErrorCatalogue: Record<string, { code: number; status: number; en?: string; zh?: string }>;
    errorByCode: (code: number) => { code: number; status: number } | undefined;
  };
}

describe("the storefront's error catalogue", () => {
  it('keeps both messages of every error the storefront or the contract names, and nothing of the others but code and status', async () => {
    const named = new Set(['uploadPhotoType', 'returnNotFound']);
    const slim = await load(named);
    expect(slim.ErrorCatalogue.uploadPhotoType).toEqual(ErrorCatalogue.uploadPhotoType);
    expect(slim.ErrorCatalogue.returnNotFound).toEqual(ErrorCatalogue.returnNotFound);
    expect(Object.keys(slim.ErrorCatalogue)).toHaveLength(2);
  });

  it('answers errorByCode with the same status as the whole catalogue, for every code', async () => {
    const slim = await load(new Set(['returnNotFound']));
    for (const { code } of Object.values(ErrorCatalogue)) expect(slim.errorByCode(code)?.status).toBe(errorByCode(code)?.status);
  });

  it("finds the names the storefront's code uses, including refusals it indexes by a rule's answer", () => {
    const named = namedErrors([new URL('./src', import.meta.url).pathname, new URL('../../packages/contract/src', import.meta.url).pathname]);
    for (const name of ['returnNotFound', 'usernameTaken', 'applicationDocumentsMissing', 'uploadOneFileOnly', 'uploadPhotoType']) expect(named.has(name)).toBe(true);
    expect(named.size).toBeLessThan(Object.keys(ErrorCatalogue).length / 2);
  });
});
