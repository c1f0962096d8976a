import { describe, expect, it } from 'vitest';
import {
  endsInOpenCycle,
  isPlainBegin,
  messageStarts,
  namedParse,
  partsAtNamedParses,
  readAnswer,
} from './pglite-protocol.ts';

// Real protocol messages: a type byte, a length that counts itself, then the fields (strings end in \0).
function message(type: string, ...fields: (string | Buffer)[]): Buffer {
  const body = Buffer.concat(
    fields.map((field) => (typeof field === 'string' ? Buffer.from(`${field}\0`) : field)),
  );
  const header = Buffer.alloc(5);
  header.write(type, 0);
  header.writeUInt32BE(4 + body.length, 1);
  return Buffer.concat([header, body]);
}

function int16(value: number): Buffer {
  const bytes = Buffer.alloc(2);
  bytes.writeInt16BE(value);
  return bytes;
}

function int32(value: number): Buffer {
  const bytes = Buffer.alloc(4);
  bytes.writeInt32BE(value);
  return bytes;
}

// The client's side.
const startup = (() => {
  const body = Buffer.concat([int32(196_608), Buffer.from('user\0shop\0\0')]);
  return Buffer.concat([int32(4 + body.length), body]);
})();
const parse = (name: string, text: string) => message('P', name, text, int16(0));
const bind = (statement: string) => message('B', '', statement, int16(0), int16(0), int16(0));
const execute = () => message('E', '', int32(0));
const sync = () => message('S');
const query = (text: string) => message('Q', text);
/** One statement as node-postgres sends a prepared one: Parse, Bind, Execute, Sync. */
const statement = (name: string, text: string) =>
  Buffer.concat([parse(name, text), bind(name), execute(), sync()]);

// The backend's side.
const parseComplete = () => message('1');
const bindComplete = () => message('2');
const commandComplete = (tag: string) => message('C', tag);
const readyForQuery = (status: 'I' | 'T' | 'E') => message('Z', Buffer.from(status));
const errorResponse = (text: string) => message('E', 'SERROR', 'C23505', `M${text}`, '');
const notification = (channel: string, payload: string) => message('A', int32(42), channel, payload);

describe('a plain BEGIN', () => {
  it('is recognised in a simple query, whatever its case, spaces and semicolon', () => {
    expect(isPlainBegin(query('begin'))).toBe(true);
    expect(isPlainBegin(query('  BEGIN ; '))).toBe(true);
  });

  it('is not one when the BEGIN names an isolation level: the backend answers that one itself', () => {
    expect(isPlainBegin(query('BEGIN ISOLATION LEVEL SERIALIZABLE'))).toBe(false);
    expect(isPlainBegin(query('begin isolation level repeatable read'))).toBe(false);
  });

  it('is not one when more follows it in the batch, or when it comes as a Parse', () => {
    expect(isPlainBegin(Buffer.concat([query('begin'), query('select 1')]))).toBe(false);
    expect(isPlainBegin(Buffer.concat([parse('', 'begin'), bind(''), execute(), sync()]))).toBe(false);
    expect(isPlainBegin(query('select 1'))).toBe(false);
  });
});

describe('a named Parse at the start of a batch', () => {
  it('gives its statement name, its query text and its length', () => {
    const first = parse('product-by-slug', 'select * from products where slug = $1');
    const batch = Buffer.concat([first, bind('product-by-slug'), execute(), sync()]);
    expect(namedParse(batch)).toEqual({
      name: 'product-by-slug',
      text: 'select * from products where slug = $1',
      length: first.length,
    });
  });

  it('ends where the rest of the cycle begins, so the worker can answer it and send only the rest', () => {
    const rest = Buffer.concat([bind('stock'), execute(), sync()]);
    const batch = Buffer.concat([parse('stock', 'select stock from products'), rest]);
    expect(batch.subarray(namedParse(batch)!.length)).toEqual(rest);
  });

  it('is not found for an unnamed Parse or a batch that starts with another message', () => {
    expect(namedParse(Buffer.concat([parse('', 'select 1'), bind(''), execute(), sync()]))).toBeNull();
    expect(namedParse(Buffer.concat([bind('stock'), execute(), sync()]))).toBeNull();
    expect(namedParse(query('select 1'))).toBeNull();
    expect(namedParse(Buffer.alloc(0))).toBeNull();
  });
});

describe("the backend's answer", () => {
  it('gives the transaction state of its last ReadyForQuery', () => {
    expect(readAnswer(Buffer.concat([commandComplete('BEGIN'), readyForQuery('T')])).state).toBe('T');
    expect(
      readAnswer(Buffer.concat([readyForQuery('T'), commandComplete('COMMIT'), readyForQuery('I')])).state,
    ).toBe('I');
    expect(readAnswer(Buffer.concat([errorResponse('duplicate key'), readyForQuery('E')])).state).toBe('E');
  });

  it('has no state while an extended-protocol cycle waits for its Sync', () => {
    const answer = readAnswer(Buffer.concat([parseComplete(), bindComplete()]));
    expect(answer.state).toBeNull();
    expect(answer.parsed).toBe(true);
  });

  it('says whether it holds a ParseComplete', () => {
    expect(
      readAnswer(Buffer.concat([bindComplete(), commandComplete('SELECT 1'), readyForQuery('I')])).parsed,
    ).toBe(false);
  });

  it('marks an error after its last ReadyForQuery: the backend skips to the next Sync', () => {
    expect(
      readAnswer(Buffer.concat([parseComplete(), errorResponse('duplicate key')])).failedSinceReady,
    ).toBe(true);
  });

  it('forgets an error once a ReadyForQuery follows it', () => {
    const answer = readAnswer(Buffer.concat([errorResponse('duplicate key'), readyForQuery('E')]));
    expect(answer.failedSinceReady).toBe(false);
  });

  it('takes out the notifications and passes the rest on unchanged', () => {
    const rest = [commandComplete('UPDATE 1'), readyForQuery('I')];
    const answer = readAnswer(
      Buffer.concat([rest[0]!, notification('catalog_changed', '17'), notification('orders', ''), rest[1]!]),
    );
    expect(answer.notifications).toEqual([
      { channel: 'catalog_changed', payload: '17' },
      { channel: 'orders', payload: '' },
    ]);
    expect(Buffer.from(answer.bytes)).toEqual(Buffer.concat(rest));
    expect(answer.state).toBe('I');
  });

  it('is passed on as it came when it holds no notification', () => {
    const bytes = Buffer.concat([
      parseComplete(),
      bindComplete(),
      commandComplete('SELECT 1'),
      readyForQuery('I'),
    ]);
    const answer = readAnswer(bytes);
    expect(answer.notifications).toEqual([]);
    expect(Buffer.from(answer.bytes)).toEqual(bytes);
  });
});

describe('the messages of a batch', () => {
  it('start one after another, a start-up message (which has no type byte) counting as one', () => {
    const batch = Buffer.concat([startup, query('select 1'), sync()]);
    expect(messageStarts(batch)).toEqual([0, startup.length, startup.length + query('select 1').length]);
  });
});

describe('a batch cut at its named Parses', () => {
  it('is cut before each named Parse after the first message, so each statement can be answered alone', () => {
    const first = statement('cart-lines', 'select * from cart_items where cart_id = $1');
    const second = statement('stock', 'update products set stock = stock - $1 where id = $2');
    const commit = query('commit');
    const parts = partsAtNamedParses(Buffer.concat([first, second, commit]));
    expect(parts).toEqual([first, Buffer.concat([second, commit])]);
  });

  it('is not cut before an unnamed Parse', () => {
    const batch = Buffer.concat([
      statement('stock', 'select 1'),
      parse('', 'select 2'),
      bind(''),
      execute(),
      sync(),
    ]);
    expect(partsAtNamedParses(batch)).toEqual([batch]);
  });

  it('stays whole when it has no named Parse, or only one at its start', () => {
    const simple = Buffer.concat([query('begin'), query('select 1')]);
    expect(partsAtNamedParses(simple)).toEqual([simple]);
    const prepared = statement('stock', 'select 1');
    expect(partsAtNamedParses(prepared)).toEqual([prepared]);
  });

  it('is not cut inside its start-up message', () => {
    const batch = Buffer.concat([startup, statement('stock', 'select 1')]);
    expect(partsAtNamedParses(batch)).toEqual([startup, statement('stock', 'select 1')]);
  });
});

describe('an open extended-protocol cycle', () => {
  it('is not open when the batch ends with a Sync or a simple query', () => {
    expect(endsInOpenCycle(statement('stock', 'select 1'))).toBe(false);
    expect(endsInOpenCycle(Buffer.concat([statement('stock', 'select 1'), query('commit')]))).toBe(false);
    expect(endsInOpenCycle(query('select 1'))).toBe(false);
  });

  it('is open when messages follow the last Sync', () => {
    expect(endsInOpenCycle(Buffer.concat([parse('stock', 'select 1'), bind('stock'), execute()]))).toBe(true);
    expect(endsInOpenCycle(Buffer.concat([statement('stock', 'select 1'), parse('', 'select 2')]))).toBe(
      true,
    );
  });

  it('is not open for a batch of only a start-up message, or none at all', () => {
    expect(endsInOpenCycle(startup)).toBe(false);
    expect(endsInOpenCycle(Buffer.alloc(0))).toBe(false);
  });
});
