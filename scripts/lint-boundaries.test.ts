import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The boundaries of docs/decisions/0011-lint-boundaries.md, checked through ESLint's own API on code that breaks
 * them: if a rule stops firing (a plugin update, a moved folder, a glob that no longer matches), this fails.
 * Each case has a control that must stay clean, so a rule that reports everything fails too.
 */
// No trailing slash: the TypeScript resolver matches no tsconfig when ESLint's cwd ends with one.
const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const eslint = new ESLint({ cwd: root });

async function ruleIdsOf(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(root, filePath) });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint boundaries', { timeout: 120_000 }, () => {
  it('refuses a feature importing another feature, and allows its own folder', async () => {
    const file = 'apps/web/src/features/auth/components/lint-probe.tsx';
    expect(
      await ruleIdsOf("import { LanguageMenu } from '@/features/locale/components/language-menu';\nexport const probe = LanguageMenu;\n", file),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsOf("import { useLogin } from '@/features/auth/api/auth-mutations';\nexport const probe = useLogin;\n", file),
    ).toEqual([]);
  });

  it('refuses shared ui and lib code importing a feature or app/', async () => {
    expect(
      await ruleIdsOf(
        "import { useLogin } from '@/features/auth/api/auth-mutations';\nexport const probe = useLogin;\n",
        'apps/web/src/components/ui/lint-probe.tsx',
      ),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsOf("import { AuthFrame } from '@/app/layouts/auth-frame';\nexport const probe = AuthFrame;\n", 'apps/web/src/lib/lint-probe.ts'),
    ).toContain('import-x/no-restricted-paths');
    expect(
      await ruleIdsOf("import { cn } from '@/lib/cn';\nexport const probe = cn;\n", 'apps/web/src/components/ui/lint-probe.tsx'),
    ).toEqual([]);
  });

  it('refuses a feature importing app/', async () => {
    expect(
      await ruleIdsOf(
        "import { AuthFrame } from '@/app/layouts/auth-frame';\nexport const probe = AuthFrame;\n",
        'apps/web/src/features/settings/lint-probe.tsx',
      ),
    ).toContain('import-x/no-restricted-paths');
  });

  it('keeps the session store and the API client out of the prerendered public site', async () => {
    const auth = "import { useSession } from '@/lib/auth';\nexport const probe = useSession;\n";
    const client = "import { api } from '../../lib/api-client';\nexport const probe = api;\n";
    expect(await ruleIdsOf(auth, 'apps/web/src/app/public-site/lint-probe.tsx')).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsOf(client, 'apps/web/src/app/public-site/lint-probe.tsx')).toContain('import-x/no-restricted-paths');
    expect(await ruleIdsOf(auth, 'apps/web/src/entry-public.tsx')).toContain('import-x/no-restricted-paths');
    // The signed-in app may use both.
    expect(await ruleIdsOf(auth, 'apps/web/src/app/layouts/lint-probe.tsx')).toEqual([]);
  });

  describe('import cycles', () => {
    const folder = join(root, `apps/api/src/lint-probe-${process.pid}`);
    afterAll(() => rmSync(folder, { recursive: true, force: true }));

    it('refuses two modules that import each other', async () => {
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, 'first.ts'), "import { second } from './second.ts';\nexport const first = () => second;\n");
      writeFileSync(join(folder, 'second.ts'), "import { first } from './first.ts';\nexport const second = () => first;\n");
      writeFileSync(join(folder, 'third.ts'), "import { second } from './second.ts';\nexport const third = () => second;\n");
      const [cyclic, acyclic] = await eslint.lintFiles([join(folder, 'first.ts'), join(folder, 'third.ts')]);
      expect(cyclic?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
      expect(acyclic?.messages).toEqual([]);
    });
  });

  it('asks for kebab-case file names', async () => {
    const code = 'export const probe = 1;\n';
    expect(await ruleIdsOf(code, 'apps/web/src/lib/LintProbe.ts')).toContain('check-file/filename-naming-convention');
    expect(await ruleIdsOf(code, 'packages/carbon/src/units/lint_probe.ts')).toContain('check-file/filename-naming-convention');
    expect(await ruleIdsOf(code, 'apps/api/src/modules/lint-probe/lint-probe.routes.ts')).toEqual([]);
  });

  it('reads process.env and import.meta.env only in config/env.ts', async () => {
    const code = 'export const probe = process.env.PORT;\n';
    expect(await ruleIdsOf(code, 'apps/api/src/modules/health/lint-probe.ts')).toContain('no-restricted-properties');
    expect(await ruleIdsOf(code, 'packages/db/src/lint-probe.ts')).toContain('no-restricted-properties');
    expect(
      await ruleIdsOf("import { env } from 'node:process';\nexport const probe = env.PORT;\n", 'apps/api/src/platform/lint-probe.ts'),
    ).toContain('no-restricted-syntax');
    const viteEnv = 'export const probe = import.meta.env.VITE_API_BASE_URL;\n';
    expect(await ruleIdsOf(viteEnv, 'apps/web/src/features/settings/lint-probe.ts')).toContain('no-restricted-syntax');
    expect(await ruleIdsOf(viteEnv, 'apps/web/src/config/env.ts')).toEqual([]);
    expect(await ruleIdsOf(code, 'apps/api/src/config/env.ts')).toEqual([]);
    expect(await ruleIdsOf(code, 'apps/api/test/lint-probe.int.test.ts')).toEqual([]);
  });
});
