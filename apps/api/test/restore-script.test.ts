import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ScriptStep, scriptSteps } from '../src/backup/restore-script';

// npm run restore runs pg_restore's SQL with its own client, never psql, and reads it first: a line
// psql would take for one of its commands is refused wherever it stands in SQL, while the same text
// inside a literal or a table's data is data. (backup.test.ts restores a real dump end to end.)
let scratch: string;
let count = 0;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'pothik-restore-script-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

async function stepsOf(lines: string[]): Promise<ScriptStep[]> {
  count += 1;
  const file = join(scratch, `script-${count}.sql`);
  await writeFile(file, `${lines.join('\n')}\n`);
  const steps: ScriptStep[] = [];
  for await (const step of scriptSteps(file)) steps.push(step);
  return steps;
}

describe('the restore script', () => {
  it('passes SQL on, each COPY with its data, and skips the psql guard newer pg_restore writes', async () => {
    expect(
      await stepsOf([
        '\\restrict ZTwgjfwwet1Rn4v0EvZWzr2Z5jOtSnsI',
        "SET client_encoding = 'UTF8';",
        "COMMENT ON TABLE public.t IS 'line1",
        "\\! touch /tmp/x';",
        '',
        '--',
        '-- Data for Name: t; Type: TABLE DATA; Schema: public; Owner: -',
        '--',
        '',
        'COPY public.t (id, s) FROM stdin;',
        '1\ta\\\\b\\nc',
        '2\t\\\\! x',
        '\\.',
        '',
        "SELECT pg_catalog.setval('public.t_id_seq', 2, true);",
        '\\unrestrict ZTwgjfwwet1Rn4v0EvZWzr2Z5jOtSnsI',
      ]),
    ).toEqual([
      {
        kind: 'sql',
        text: "SET client_encoding = 'UTF8';\nCOMMENT ON TABLE public.t IS 'line1\n\\! touch /tmp/x';\n\n--\n-- Data for Name: t; Type: TABLE DATA; Schema: public; Owner: -\n--\n\n",
      },
      { kind: 'copy', statement: 'COPY public.t (id, s) FROM stdin;' },
      { kind: 'data', text: '1\ta\\\\b\\nc\n2\t\\\\! x\n' },
      { kind: 'end-copy' },
      { kind: 'sql', text: "\nSELECT pg_catalog.setval('public.t_id_seq', 2, true);\n" },
    ]);
  });

  it.each([
    ['between statements', ['SELECT 1;', '\\! touch /tmp/pwned', 'SELECT 2;'], 2],
    ['inside a statement', ['CREATE TABLE public.t (', '\\copy x from program', '  id integer);'], 2],
    ['after a closed literal', ["SELECT 'it''s';", '\\connect other'], 2],
    ['after a closed E-string', ["SELECT E'\\'';", '\\setenv PAGER x'], 2],
    ['after a dollar-quoted body', ['DO $body$ BEGIN END $body$;', '\\gexec'], 2],
    ['after a block comment', ['/* a /* nested */ comment */', '\\i /etc/passwd'], 2],
  ])('refuses a psql command %s, naming its line', async (_where, lines, line) => {
    await expect(stepsOf(lines)).rejects.toThrow(
      new RegExp(`^the backup's database script holds a psql command at line ${line} \\(\\\\`),
    );
  });

  it('takes a COPY only where a statement starts, not inside a function body or a literal', async () => {
    const body = [
      'CREATE FUNCTION public.f() RETURNS void LANGUAGE sql AS $$',
      'COPY public.t (id) FROM stdin;',
      '$$;',
      "SELECT 'a",
      'COPY public.t (id) FROM stdin;',
      "';",
    ];
    expect(await stepsOf(body)).toEqual([{ kind: 'sql', text: `${body.join('\n')}\n` }]);
  });

  it('refuses a script that ends inside a table’s data or a literal', async () => {
    await expect(stepsOf(['COPY public.t (id) FROM stdin;', '1'])).rejects.toThrow(
      "the backup's database script ends inside a table's data: damaged",
    );
    await expect(stepsOf(["SELECT 'never closed;"])).rejects.toThrow(
      "the backup's database script ends inside a literal or comment: damaged",
    );
  });
});
