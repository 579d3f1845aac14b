import { resourcesWithoutScope, servedComingResources } from './resource-scope.check';

describe('resources without a record scope', () => {
  it('names an event resource whose controller has no declared scope', () => {
    expect(resourcesWithoutScope(['api/events/:eventId/rooms', 'api/events/:eventId/attendees'])).toEqual(['rooms']);
  });

  it('ignores global routes, event routes outside the registry and resources with a scope', () => {
    expect(
      resourcesWithoutScope(['api/users', 'api/events/:eventId/jobs', 'api/events/:eventId/attendees/import', '/api/events/:eventId/tags']),
    ).toEqual([]);
  });
});

describe('resources served but declared coming', () => {
  it('names a served event resource the registry still declares coming', () => {
    expect(servedComingResources(['api/events/:eventId/rooms', 'api/events/:eventId/tags', 'api/users'])).toEqual(['rooms']);
  });
});
