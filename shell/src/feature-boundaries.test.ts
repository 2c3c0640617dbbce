/**
 * @jest-environment node
 */
// The lint rule that keeps features apart (eslint.config.mjs, `barrio/feature-boundaries`):
// run through ESLint's own API with the repository's config, so that a change to the config
// that silently stops the rule from firing fails here.
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(__dirname, '..', '..');

// Source files are linted with type information, so the text is linted in the place of a real
// file: a path no tsconfig holds fails to parse, and no rule would run at all.
const MY_ORDERS_FILE = 'mf-orders/src/features/my-orders/components/cancel-order-dialog.tsx';

async function ruleMessages(file: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: root });
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  const fatal = (result?.messages ?? []).filter((message) => message.fatal);
  expect(fatal.map((message) => message.message)).toEqual([]);
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'barrio/feature-boundaries')
    .map((message) => message.message);
}

describe('feature boundaries', () => {
  it("rejects a feature importing another feature's insides", async () => {
    const messages = await ruleMessages(
      MY_ORDERS_FILE,
      "import { x } from '../../manager-orders/api/get-manager-order';\nexport const y = x;\n",
    );
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain('reaches into another feature');
  });

  it("rejects another feature's index.ts and a jest.mock of it", async () => {
    const messages = await ruleMessages(
      'shell/src/features/session/example.test.ts',
      "import { x } from '../push';\njest.mock('../push/api/read');\nexport const y = x;\n",
    );
    expect(messages).toHaveLength(2);
  });

  it('accepts its own files and folders outside src/features', async () => {
    const messages = await ruleMessages(
      MY_ORDERS_FILE,
      [
        "import { a } from '../api/get-orders';",
        "import { b } from '../../../order/format-order-dates';",
        'export const y = [a, b];',
        '',
      ].join('\n'),
    );
    expect(messages).toEqual([]);
  });
});
