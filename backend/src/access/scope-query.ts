import { rulesToAST } from '@casl/ability/extra';
import type { Action, AppAbility, Subject } from '@eventdesk/shared';
import { Brackets, type ObjectLiteral, type SelectQueryBuilder, type WhereExpressionBuilder } from 'typeorm';

interface AstNode {
  operator: string;
  field?: string;
  value: unknown;
}

let counter = 0;

function apply(where: WhereExpressionBuilder, node: AstNode, columns: Record<string, string>, join: 'and' | 'or'): void {
  const add = (sql: string | Brackets, params?: ObjectLiteral): void => {
    if (typeof sql === 'string') {
      if (join === 'and') where.andWhere(sql, params);
      else where.orWhere(sql, params);
    } else if (join === 'and') where.andWhere(sql);
    else where.orWhere(sql);
  };
  if (node.operator === 'and' || node.operator === 'or') {
    const children = node.value as AstNode[];
    if (children.length === 0) return add(node.operator === 'and' ? '1 = 1' : '1 = 0');
    const inner = node.operator;
    return add(new Brackets((b) => children.forEach((child) => apply(b, child, columns, inner))));
  }
  const column = node.field ? columns[node.field] : undefined;
  if (!column) throw new Error(`Row scope: no column for condition on "${node.field}"`);
  const param = `scope${counter++}`;
  if (node.operator === 'eq') return add(`${column} = :${param}`, { [param]: node.value });
  if (node.operator === 'in') {
    const values = node.value as unknown[];
    return add(values.length ? `${column} IN (:...${param})` : '1 = 0', { [param]: values });
  }
  // The rule book (shared/authz) uses only `can` with equality and $in; anything else must be added here first.
  throw new Error(`Row scope: operator "${node.operator}" is not supported`);
}

/**
 * Restricts a list query to the rows the ability may `action`, in SQL: the CASL rules become a WHERE
 * clause (e.g. a COMPANY user's `event_company_id = 7`), never a filter after loading.
 * `columns` maps the rule's field names to query columns.
 */
export function scopeQuery<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  ability: AppAbility,
  action: Action,
  subject: Subject,
  columns: Record<string, string>,
): SelectQueryBuilder<T> {
  const ast = rulesToAST(ability, action, subject as never) as AstNode | null;
  if (!ast) return qb.andWhere('1 = 0');
  apply(qb, ast, columns, 'and');
  return qb;
}

/** True when the ability may `action` every row of the subject: its row scope adds no condition. */
export function isUnrestricted(ability: AppAbility, action: Action, subject: Subject): boolean {
  const ast = rulesToAST(ability, action, subject as never) as AstNode | null;
  return ast !== null && ast.operator === 'and' && (ast.value as AstNode[]).length === 0;
}
