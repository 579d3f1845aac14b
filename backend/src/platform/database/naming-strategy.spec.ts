import { snakeCase, SnakeNamingStrategy } from './naming-strategy';

describe('SnakeNamingStrategy', () => {
  const naming = new SnakeNamingStrategy();

  it('derives snake_case column names from properties, and keeps an explicit name', () => {
    expect(snakeCase('nameIt')).toBe('name_it');
    expect(snakeCase('eventCompanyId')).toBe('event_company_id');
    expect(snakeCase('active')).toBe('active');
    expect(naming.columnName('antiPassback', undefined, [])).toBe('anti_passback');
    expect(naming.columnName('antiPassback', 'passback', [])).toBe('passback');
  });

  it('names join columns after the relation and the referenced column', () => {
    expect(naming.joinColumnName('event', 'id')).toBe('event_id');
    expect(naming.joinColumnName('eventCompany', 'id')).toBe('event_company_id');
  });
});
