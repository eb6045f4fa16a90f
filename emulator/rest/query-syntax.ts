import { parseError } from './errors.ts';

// Parses PostgREST's query-string grammar (select, filters, logic trees, order) into plain data.
// Nothing here touches SQL; identifiers are quoted and values parameterised by the SQL builder.

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}

export interface FieldRef {
  column: string;
  json: JsonStep[];
}

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; field: FieldRef; alias?: string; cast?: string }
  | { kind: 'embed'; relation: string; alias?: string; hint?: string; inner: boolean; select: SelectItem[] };

const FILTER_OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxr',
  'nxl',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type FilterOperator = (typeof FILTER_OPERATORS)[number];

export interface Filter {
  kind: 'filter';
  field: FieldRef;
  negate: boolean;
  operator: FilterOperator;
  quantifier?: 'any' | 'all';
  language?: string;
  value: string;
}

export interface LogicTree {
  kind: 'logic';
  operator: 'and' | 'or';
  negate: boolean;
  conditions: Condition[];
}

export type Condition = Filter | LogicTree;

export interface OrderTerm {
  field: FieldRef;
  direction?: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Splits on `separator` outside parentheses and double quotes. */
function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i] as string;
    if (char === '\\' && quoted && i + 1 < text.length) {
      current += char + (text[i + 1] as string);
      i += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (char === separator && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  if (depth !== 0 || quoted)
    throw parseError(`"failed to parse" (${text})`, 'unbalanced parentheses or quotes');
  parts.push(current);
  return parts;
}

function unquote(text: string): string {
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    return text.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return text;
}

export function parseField(text: string): FieldRef {
  const pieces = text.split(/(->>|->)/);
  const column = unquote((pieces[0] ?? '').trim());
  if (column === '') throw parseError(`"failed to parse field" (${text})`);
  const json: JsonStep[] = [];
  for (let i = 1; i < pieces.length; i += 2) {
    const key = unquote(pieces[i + 1] ?? '');
    if (key === '') throw parseError(`"failed to parse json path" (${text})`);
    json.push({ arrow: pieces[i] as '->' | '->>', key });
  }
  return { column, json };
}

const CAST = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;

function parseSelectItem(raw: string): SelectItem {
  const text = raw.trim();
  if (text === '*') return { kind: 'star' };
  if (text.startsWith('...'))
    throw parseError('spread embeds ("...relation(...)") are not supported by the emulator');
  const aliasMatch = /^([^:()"]+|"[^"]+"):(?!:)(.*)$/s.exec(text);
  const alias = aliasMatch ? unquote((aliasMatch[1] as string).trim()) : undefined;
  const body = aliasMatch ? (aliasMatch[2] as string).trim() : text;
  const embed = /^([^(]+)\((.*)\)$/s.exec(body);
  if (embed) {
    const [relation, ...modifiers] = (embed[1] as string).split('!');
    const inner = modifiers.includes('inner');
    const hint = modifiers.find((modifier) => modifier !== 'inner' && modifier !== 'left');
    const inside = (embed[2] as string).trim();
    return {
      kind: 'embed',
      relation: unquote((relation as string).trim()),
      alias,
      hint,
      inner,
      select: inside === '' ? [{ kind: 'star' }] : parseSelect(inside),
    };
  }
  const [fieldText, cast, ...rest] = body.split('::');
  if (rest.length > 0 || (cast !== undefined && !CAST.test(cast)))
    throw parseError(`"failed to parse select parameter" (${raw})`);
  return { kind: 'column', field: parseField(fieldText as string), alias, cast };
}

export function parseSelect(text: string): SelectItem[] {
  const items = splitTopLevel(text).filter((item) => item.trim() !== '');
  return items.length === 0 ? [{ kind: 'star' }] : items.map(parseSelectItem);
}

const LANGUAGE = /^[A-Za-z_]+$/;

/** Parses `[not.]op[(any|all)|(language)].value` for a given field. */
export function parseFilter(field: FieldRef, expression: string): Filter {
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const match = /^([a-z]+)(?:\(([^)]*)\))?\.(.*)$/s.exec(rest);
  if (!match) throw parseError(`"failed to parse filter" (${expression})`);
  const operator = match[1] as string;
  if (!(FILTER_OPERATORS as readonly string[]).includes(operator)) {
    throw parseError(`"failed to parse filter" (${expression})`, `unknown operator "${operator}"`);
  }
  const modifier = match[2];
  const filter: Filter = {
    kind: 'filter',
    field,
    negate,
    operator: operator as FilterOperator,
    value: match[3] as string,
  };
  if (modifier !== undefined) {
    if (operator.endsWith('fts')) {
      if (!LANGUAGE.test(modifier)) throw parseError(`"failed to parse filter" (${expression})`);
      filter.language = modifier;
    } else if (modifier === 'any' || modifier === 'all') {
      filter.quantifier = modifier;
    } else {
      throw parseError(`"failed to parse filter" (${expression})`);
    }
  }
  return filter;
}

/** Parses the value of `or=`/`and=` (with the key's own negation) into a tree. */
export function parseLogicTree(operator: 'and' | 'or', negate: boolean, value: string): LogicTree {
  if (!value.startsWith('(') || !value.endsWith(')'))
    throw parseError(`"failed to parse logic tree" (${value})`);
  const conditions = splitTopLevel(value.slice(1, -1)).map((part) => parseCondition(part.trim()));
  return { kind: 'logic', operator, negate, conditions };
}

function parseCondition(text: string): Condition {
  const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(text);
  if (nested) return parseLogicTree(nested[2] as 'and' | 'or', nested[1] !== undefined, nested[3] as string);
  const dot = text.indexOf('.');
  if (dot <= 0) throw parseError(`"failed to parse logic tree" (${text})`);
  const filter = parseFilter(parseField(text.slice(0, dot)), text.slice(dot + 1));
  filter.value = unquote(filter.value);
  return filter;
}

export function parseOrder(text: string): OrderTerm[] {
  return splitTopLevel(text)
    .filter((term) => term.trim() !== '')
    .map((term) => {
      const parts = term.trim().split('.');
      const order: OrderTerm = { field: parseField(parts[0] as string) };
      for (const part of parts.slice(1)) {
        if (part === 'asc' || part === 'desc') order.direction = part;
        else if (part === 'nullsfirst') order.nulls = 'first';
        else if (part === 'nullslast') order.nulls = 'last';
        else throw parseError(`"failed to parse order" (${text})`);
      }
      return order;
    });
}

/** Values of `in.(a,"b,c")` / `cs.{...}` lists: double quotes protect separators. */
export function parseList(value: string): string[] {
  if (!value.startsWith('(') || !value.endsWith(')'))
    throw parseError(`"failed to parse filter" (in.${value})`);
  const inner = value.slice(1, -1);
  if (inner.trim() === '') return [];
  return splitTopLevel(inner).map((item) => unquote(item.trim()));
}

export function parseColumnsParam(text: string): string[] {
  return splitTopLevel(text)
    .map((column) => unquote(column.trim()))
    .filter((column) => column !== '');
}
