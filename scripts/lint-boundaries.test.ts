/**
 * The lint boundaries (eslint.config.js) catch what they are for: ESLint's own Node API lints a
 * few lines as if they were written in real files of the repository, and the boundary rules must
 * report the forbidden imports and let the allowed ones through.
 */
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));
const BOUNDARY_RULES = new Set(['import-x/no-restricted-paths', 'import-x/no-cycle']);
const eslint = new ESLint({
  cwd: root,
  // only the boundary rules, which need no type information: the test parses without building a program
  ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId),
  overrideConfig: [{ files: ['**/*.{ts,tsx}'], languageOptions: { parserOptions: { projectService: false } } }],
});

/** The boundary rules' messages for `code` written at `filePath`. */
async function boundaryProblems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((m) => (m.ruleId !== null && BOUNDARY_RULES.has(m.ruleId)) || m.fatal).map((m) => `${m.ruleId ?? 'fatal'}: ${m.message}`);
}

describe('lint boundaries', () => {
  it("refuses a service importing another service's store", async () => {
    const problems = await boundaryProblems(
      'apps/server/src/services/payment/pay/service.ts',
      "import { lockOrder } from '../../order/orders/store';\nexport const lock = lockOrder;\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: Unexpected path "\.\.\/\.\.\/order\/orders\/store"/)]);
  });

  it("allows a service to call another service's service.ts functions", async () => {
    const problems = await boundaryProblems(
      'apps/server/src/services/order/orders/cancel.ts',
      "import { releaseStock } from '../../product/service';\nexport const release = releaseStock;\n",
    );
    expect(problems).toEqual([]);
  });

  it("refuses a sub-area importing a sibling's store, even for a type, and allows its service.ts (issue 31 item 22)", async () => {
    const returns = 'apps/server/src/services/order/returns/service.ts';
    expect(await boundaryProblems(returns, "import { lockOrder } from '../orders/store';\nexport const lock = lockOrder;\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: Unexpected path "\.\.\/orders\/store".*sibling sub-area of services\/order/),
    ]);
    expect(await boundaryProblems(returns, "import type { OrderRow } from '../orders/store';\nexport type Row = OrderRow;\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*sibling sub-area of services\/order/),
    ]);
    expect(await boundaryProblems(returns, "import { ownerScope } from '../orders/service';\nexport const scope = ownerScope;\n")).toEqual([]);
    expect(await boundaryProblems('apps/server/src/services/loyalty/points/mall.ts', "import { creditFacts } from '../credit/store';\nexport const read = creditFacts;\n")).toEqual(
      [expect.stringMatching(/^import-x\/no-restricted-paths: .*sibling sub-area of services\/loyalty/)],
    );
  });

  it("refuses the services split from the order service reaching into the order service's files", async () => {
    expect(
      await boundaryProblems(
        'apps/server/src/services/feedback/reviews/routes.ts',
        "import { confirmReceipt } from '../../order/orders/owner';\nexport const confirm = confirmReceipt;\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Another service is reached only through its service\.ts/)]);
  });

  it('refuses a web feature importing another feature, and shared/ importing a feature', async () => {
    expect(
      await boundaryProblems(
        'apps/web/src/features/cart/model/cartSelection.ts',
        "import { PayDonePage } from '../../checkout/pages/PayDonePage';\nexport const page = PayDonePage;\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*Features must not import other features/)]);
    expect(
      await boundaryProblems('apps/web/src/shared/ui/Logo.tsx', "import { PayDonePage } from '../../features/checkout/pages/PayDonePage';\nexport const page = PayDonePage;\n"),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*shared\/ is imported by features/)]);
  });

  it('refuses a console desk importing another desk or the app, and the console and the storefront importing each other', async () => {
    expect(
      await boundaryProblems(
        'apps/console/src/desks/orders/OwnerOrdersPage.tsx',
        "import { ConsoleLayout } from '../../app/ConsoleLayout';\nexport const layout = ConsoleLayout;\n",
      ),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*A console desk must not import/)]);
    expect(
      // (forms.ts is itself imported by the desks, so the import also closes a cycle, which lint reports too)
      await boundaryProblems('apps/console/src/shared/forms.ts', "import OwnerOrdersPage from '../desks/orders/OwnerOrdersPage';\nexport const page = OwnerOrdersPage;\n"),
    ).toContainEqual(expect.stringMatching(/^import-x\/no-restricted-paths: .*shared\/ is imported by desks/));
    expect(await boundaryProblems('apps/console/src/shared/theme.ts', "import { paths } from '../../../web/src/shared/paths';\nexport const all = paths;\n")).toEqual([
      expect.stringMatching(/^import-x\/no-restricted-paths: .*The console does not import the storefront/),
    ]);
    expect(
      await boundaryProblems('apps/web/src/shared/paths.ts', "import { consoleTheme } from '../../../console/src/shared/theme';\nexport const theme = consoleTheme;\n"),
    ).toEqual([expect.stringMatching(/^import-x\/no-restricted-paths: .*The storefront does not import the console/)]);
    expect(
      await boundaryProblems('apps/console/src/shared/theme.ts', "import { consolePaths } from '@clearlot/browser/consolePaths';\nexport const all = consolePaths;\n"),
    ).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    // the refund service already imports the reference numbers; importing it back closes a loop
    const problems = await boundaryProblems(
      'apps/server/src/platform/reference-numbers.ts',
      "import { refundPayment } from '../services/payment/refund/service';\nexport const refund = refundPayment;\n",
    );
    expect(problems).toEqual([expect.stringMatching(/^import-x\/no-cycle: /)]);
  });
});
