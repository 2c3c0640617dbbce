/** @jest-environment node */
import path from 'node:path';
import ts from 'typescript';

// The shell's typecheck is what stops an incompatible exposed module (exposed-modules.contract.ts
// checks every remote's component). This compiles a compatible and an incompatible ShopPage
// with the shell's compiler options, so the check itself is proven able to fail.
const shellDir = path.resolve(__dirname, '..', '..');
const fixtures = path.join(shellDir, 'test-fixtures', 'exposed-contract');

function diagnosticsOf(file: string): readonly ts.Diagnostic[] {
  const configFile = ts.readConfigFile(path.join(shellDir, 'tsconfig.json'), ts.sys.readFile);
  const { options } = ts.parseJsonConfigFileContent(configFile.config, ts.sys, shellDir);
  const program = ts.createProgram([path.join(fixtures, file)], { ...options, noEmit: true });
  return ts.getPreEmitDiagnostics(program);
}

function lineOf(diagnostic: ts.Diagnostic): string {
  if (!diagnostic.file || diagnostic.start === undefined) return '';
  const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
  return diagnostic.file.text.split('\n')[line] ?? '';
}

describe('the exposed-module props contract', () => {
  it('accepts a component that renders with what the shell passes', () => {
    expect(diagnosticsOf('compatible-shop-page.tsx').map((d) => d.messageText)).toEqual([]);
  });

  it('rejects a component needing a new prop or a prop of another type', () => {
    const diagnostics = diagnosticsOf('incompatible-shop-page.tsx');
    // TS2344: the component does not satisfy the contract's constraint.
    expect(diagnostics.map((d) => d.code)).toEqual([2344, 2344]);
    expect(diagnostics.map(lineOf)).toEqual([
      expect.stringContaining('CheckCurrency'),
      expect.stringContaining('CheckSlug'),
    ]);
  });
});
