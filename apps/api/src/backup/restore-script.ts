import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { finished } from 'node:stream/promises';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { BackupError } from './manifest';

// pg_restore's SQL for a dump, run by our own PostgreSQL client, never by psql: psql would run any
// line that starts with a backslash outside a literal as one of its commands (`\!` runs a shell). The
// script is read with a lexer that knows where SQL literals, identifiers and comments begin and end, so
// a line is known to start in SQL or inside a literal. In SQL, a backslash line is refused, except
// `\restrict` and `\unrestrict`, the guard newer pg_restore writes around its output (nothing for us
// to run); a `COPY … FROM stdin;` statement opens its data, which runs to the line `\.` and goes to the
// server as COPY data. Everything else is SQL the server parses itself.

export type ScriptStep =
  | { kind: 'sql'; text: string }
  | { kind: 'copy'; statement: string }
  | { kind: 'data'; text: string }
  | { kind: 'end-copy' };

const COPY_START = /^COPY [^\n]+ FROM stdin;$/;
const PSQL_GUARD = /^\\(un)?restrict [A-Za-z0-9]+$/;
/** SQL and COPY data are handed on in pieces about this size: a big table is never held whole. */
const PIECE = 1 << 20;

type Lexer = {
  /** Where the line's first character stands: plain SQL, or inside a literal, identifier or comment. */
  state: 'sql' | 'single' | 'escaped' | 'double' | 'dollar' | 'block';
  dollarTag: string;
  blockDepth: number;
  /** No statement text since the last top-level `;`. */
  statementStart: boolean;
};

const identifierChar = /[A-Za-z0-9_$\u0080-\uffff]/;

/** Moves `lexer` over one line of SQL (the newline ending it included). */
function lexLine(lexer: Lexer, line: string) {
  let i = 0;
  while (i < line.length) {
    const c = line[i]!;
    switch (lexer.state) {
      case 'sql': {
        if (c === '-' && line[i + 1] === '-') return; // a comment to the line's end
        if (c === '/' && line[i + 1] === '*') {
          lexer.state = 'block';
          lexer.blockDepth = 1;
          i += 2;
          continue;
        }
        if (c === ';') lexer.statementStart = true;
        else if (!/\s/.test(c)) lexer.statementStart = false;
        if (c === "'") {
          const before = line[i - 1];
          const backslashes = (before === 'E' || before === 'e') && !identifierChar.test(line[i - 2] ?? ' ');
          lexer.state = backslashes ? 'escaped' : 'single';
        } else if (c === '"') lexer.state = 'double';
        else if (c === '$' && !identifierChar.test(line[i - 1] ?? ' ')) {
          const tag = /^\$(?:[A-Za-z_\u0080-\uffff][\w\u0080-\uffff]*)?\$/.exec(line.slice(i))?.[0];
          if (tag) {
            lexer.state = 'dollar';
            lexer.dollarTag = tag;
            i += tag.length;
            continue;
          }
        }
        i += 1;
        continue;
      }
      case 'single':
        if (c === "'") lexer.state = line[i + 1] === "'" ? 'single' : 'sql';
        i += c === "'" && line[i + 1] === "'" ? 2 : 1;
        continue;
      case 'escaped':
        if (c === '\\') i += 2;
        else {
          if (c === "'") lexer.state = line[i + 1] === "'" ? 'escaped' : 'sql';
          i += c === "'" && line[i + 1] === "'" ? 2 : 1;
        }
        continue;
      case 'double':
        if (c === '"') lexer.state = line[i + 1] === '"' ? 'double' : 'sql';
        i += c === '"' && line[i + 1] === '"' ? 2 : 1;
        continue;
      case 'dollar':
        if (line.startsWith(lexer.dollarTag, i)) {
          lexer.state = 'sql';
          i += lexer.dollarTag.length;
        } else i += 1;
        continue;
      case 'block':
        if (c === '*' && line[i + 1] === '/') {
          lexer.blockDepth -= 1;
          if (lexer.blockDepth === 0) lexer.state = 'sql';
          i += 2;
        } else if (c === '/' && line[i + 1] === '*') {
          lexer.blockDepth += 1;
          i += 2;
        } else i += 1;
        continue;
    }
  }
}

/**
 * The script's steps, in order: SQL to run, and each COPY with its data. Throws a BackupError naming
 * the line for a psql command, and for a script that ends inside a literal or a COPY's data.
 */
export async function* scriptSteps(file: string): AsyncGenerator<ScriptStep> {
  const lexer: Lexer = { state: 'sql', dollarTag: '', blockDepth: 0, statementStart: true };
  let sql = '';
  let data = '';
  let copying = false;
  let number = 0;
  const lines = createInterface({
    input: createReadStream(file, 'utf8'),
    crlfDelay: Number.POSITIVE_INFINITY,
  });
  for await (const line of lines) {
    number += 1;
    if (copying) {
      if (line === '\\.') {
        if (data) yield { kind: 'data', text: data };
        data = '';
        copying = false;
        yield { kind: 'end-copy' };
      } else {
        data += `${line}\n`;
        if (data.length >= PIECE) {
          yield { kind: 'data', text: data };
          data = '';
        }
      }
      continue;
    }
    if (lexer.state === 'sql' && line.startsWith('\\')) {
      if (PSQL_GUARD.test(line)) continue;
      throw new BackupError(
        `the backup's database script holds a psql command at line ${number} (${line.slice(0, 40)}): refused, nothing was changed`,
      );
    }
    if (lexer.state === 'sql' && lexer.statementStart && COPY_START.test(line)) {
      if (sql.trim()) yield { kind: 'sql', text: sql };
      sql = '';
      copying = true;
      yield { kind: 'copy', statement: line };
      continue;
    }
    sql += `${line}\n`;
    lexLine(lexer, `${line}\n`);
    if (lexer.state === 'sql' && lexer.statementStart && sql.length >= PIECE) {
      yield { kind: 'sql', text: sql };
      sql = '';
    }
  }
  if (copying) throw new BackupError("the backup's database script ends inside a table's data: damaged");
  if (lexer.state !== 'sql')
    throw new BackupError("the backup's database script ends inside a literal or comment: damaged");
  if (sql.trim()) yield { kind: 'sql', text: sql };
}

/** Reads the whole script through scriptSteps: resolves when nothing in it would be refused. */
export async function checkScript(file: string) {
  for await (const _step of scriptSteps(file)) {
    // The refusals are thrown while the steps are read.
  }
}

/** Runs the script's steps on `client`, in the caller's transaction. */
export async function runScript(file: string, client: pg.Client) {
  let copy: ReturnType<typeof copyFrom> | undefined;
  for await (const step of scriptSteps(file)) {
    if (step.kind === 'sql') await client.query(step.text);
    else if (step.kind === 'copy') {
      copy = client.query(copyFrom(step.statement));
      // The server's refusal (a row that does not fit) surfaces at the next write or at the end.
      copy.on('error', () => {});
    } else if (step.kind === 'data') {
      if (copy!.errored) throw copy!.errored;
      if (!copy!.write(step.text)) await once(copy!, 'drain');
    } else {
      copy!.end();
      await finished(copy!);
      copy = undefined;
    }
  }
}
