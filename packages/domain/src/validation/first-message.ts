// The one message a form toast or the API envelope shows for an invalid input: the first issue's, which
// the schemas order as the form's fields are ordered (spec point 5 messages).
import { apiMessages } from '../messages.ts';

/** Anything carrying zod issues: a ZodError, or a safeParse error. */
export interface HasIssues {
  issues: readonly { message: string }[];
}

export function firstMessage(error: HasIssues): string {
  return error.issues[0]?.message ?? apiMessages.invalidRequest;
}
