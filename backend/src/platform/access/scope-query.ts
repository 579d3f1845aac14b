import { rulesToAST } from '@casl/ability/extra';
import type { Action, AppAbility, Subject } from '@eventdesk/shared';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

interface AstNode {
  operator: string;
  field?: string;
  value: unknown;
}

/** Writes one value of a condition as a placeholder of the statement it goes into (and keeps the value). */
export type Placeholder = (value: unknown) => string;

function condition(node: AstNode, columns: Record<string, string>, param: Placeholder): string {
  if (node.operator === 'and' || node.operator === 'or') {
    const children = node.value as AstNode[];
    if (children.length === 0) return node.operator === 'and' ? '1 = 1' : '1 = 0';
    return `(${children.map((child) => condition(child, columns, param)).join(node.operator === 'and' ? ' AND ' : ' OR ')})`;
  }
  const column = node.field ? columns[node.field] : undefined;
  if (!column) throw new Error(`Row scope: no column for condition on "${node.field}"`);
  if (node.operator === 'eq') return `${column} = ${param(node.value)}`;
  if (node.operator === 'in') {
    const values = node.value as unknown[];
    return values.length ? `${column} IN (${values.map(param).join(', ')})` : '1 = 0';
  }
  // The rule book (shared/authz) uses only `can` with equality and $in; anything else must be added here first.
  throw new Error(`Row scope: operator "${node.operator}" is not supported`);
}

/**
 * The rows the ability may `action`, as an SQL condition: the CASL rules become a WHERE clause (e.g. a
 * COMPANY user's `event_company_id = ?`), never a filter after loading. `columns` maps the rules'
 * field names to columns; `param` writes each value's placeholder. Null when the ability restricts
 * nothing. The one translation of rules into SQL, for the query builder (scopeQuery) and for
 * statements sent to the driver alike.
 */
export function scopeCondition(
  ability: AppAbility,
  action: Action,
  subject: Subject,
  columns: Record<string, string>,
  param: Placeholder,
): string | null {
  const ast = rulesToAST(ability, action, subject as never) as AstNode | null;
  if (!ast) return '1 = 0';
  if (ast.operator === 'and' && (ast.value as AstNode[]).length === 0) return null;
  return condition(ast, columns, param);
}

let counter = 0;

/** Restricts a query builder's list to the rows the ability may `action` (scopeCondition). */
export function scopeQuery<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  ability: AppAbility,
  action: Action,
  subject: Subject,
  columns: Record<string, string>,
): SelectQueryBuilder<T> {
  const params: ObjectLiteral = {};
  const sql = scopeCondition(ability, action, subject, columns, (value) => {
    const name = `scope${counter++}`;
    params[name] = value;
    return `:${name}`;
  });
  return sql === null ? qb : qb.andWhere(sql, params);
}

/** True when the ability may `action` every row of the subject: its row scope adds no condition. */
export function isUnrestricted(ability: AppAbility, action: Action, subject: Subject): boolean {
  const ast = rulesToAST(ability, action, subject as never) as AstNode | null;
  return ast !== null && ast.operator === 'and' && (ast.value as AstNode[]).length === 0;
}
