import { Controller } from '@nestjs/common';
import { EVENT_API_RESOURCES } from '@eventdesk/shared';
import { ScopedBy } from './platform/access/scoped-by';
import { defineRecordScope } from './platform/access/record-access';
import { resourcesWithoutScope, servedComingResources } from './resource-scope.check';
import { RECORD_SCOPES, servedResources } from './resource-scopes';

const TAGS = defineRecordScope({ subject: 'Tag', entity: 'tags', alias: 'tag', conditions: {} });
const OTHER = defineRecordScope({ subject: 'Tag', entity: 'tags', alias: 'other', conditions: {} });

@Controller('api/events/:eventId/documents')
class Documents {}

@ScopedBy(TAGS)
@Controller('/api/events/:eventId/tags')
class Tags {}

@Controller('api/events/:eventId/tags/import')
class TagImports {}

@Controller('api/users')
class Users {}

@Controller('api/events/:eventId/jobs')
class Jobs {}

describe('resources without a record scope', () => {
  it('names an event resource served by no controller with @ScopedBy', () => {
    expect(resourcesWithoutScope([Documents, Tags])).toEqual(['documents']);
  });

  it('ignores global routes, event routes outside the registry and resources one of whose controllers declares a scope', () => {
    expect(resourcesWithoutScope([Users, Jobs, TagImports, Tags])).toEqual([]);
    expect(servedResources([TagImports, Tags]).get('tags')).toBe(TAGS);
  });

  it('refuses two different scopes for one resource', () => {
    @ScopedBy(OTHER)
    @Controller('api/events/:eventId/tags/other')
    class OtherTags {}
    expect(() => servedResources([Tags, OtherTags])).toThrow('Two record scopes declared for the event resource tags');
  });
});

describe('resources served but declared coming', () => {
  it('names a served event resource the registry still declares coming', () => {
    expect(servedComingResources([Documents, Tags, Users])).toEqual(['documents']);
  });
});

describe('the record scopes found on the controllers', () => {
  it('gives every event resource the registry serves its scope, and no other', () => {
    expect(Object.keys(RECORD_SCOPES).sort()).toEqual([...EVENT_API_RESOURCES].sort());
    expect(RECORD_SCOPES.zones!.subject).toBe('Zone');
  });
});
