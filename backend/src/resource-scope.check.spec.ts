import { resourcesWithoutScope } from './resource-scope.check';

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
