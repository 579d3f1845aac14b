import type { Request } from 'express';
import type { Actor } from './history.service';

/** The signed-in user of a request, as the history records it. */
export function actorOf(req: Request): Actor {
  return { id: req.authUser!.id, email: req.authUser!.email };
}
