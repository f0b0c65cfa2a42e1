import type { z } from "zod";
import { ADMIN_ONLY_MESSAGE, requireApiUser } from "@/lib/auth/guards";
import { isAdmin, type SessionUser } from "@/lib/domain/roles";
import { requirePartnerAccess, type PartnerAccess, type PartnerGrant } from "@/lib/data/partner-access";
import { inTransaction } from "@/lib/data/transaction";
import { AppError, type Outcome } from "@/lib/errors";
import { settle } from "@/lib/http/errors";
import type { FailureOperation } from "@/lib/http/failure-copy";

/** What every action returns; components read `ok`, then `data` or the mapped `error` (code, title, message, …). */
export type ActionResult<T = undefined> = Outcome<T>;

/**
 * The one action client (house rule 2). An action is built, never hand-written:
 *
 *   export const addSpecialDateAction = action
 *     .use(requireUser)                 // steps: who may call, each adding to the context
 *     .failures("specialDates.add")     // optional: the spec's toast copy for this operation (lib/http/failure-copy)
 *     .input(addSpecialDateSchema)      // zod schema for the first argument (more schemas: later arguments → `args`)
 *     .run(({ input, user }) => addSpecialDate({ userId: user.id, input }));
 *
 * Steps run in order and all before the input is parsed, so a caller who may not act learns nothing about their
 * payload. Then the input is parsed and the body (one service call) runs. Anything thrown on the way is mapped by the
 * one mapper into { ok: false, error }; Next's redirect()/notFound() signals are rethrown for Next to act on.
 */

/** One step: reads what earlier steps added, refuses by throwing an AppError, returns what it adds. */
export type Step<Needs extends object, Adds extends object> = (context: Needs) => Promise<Adds>;

/** Steps as stored: their types were checked by `use`, where the context's type is known. */
type StoredStep = (context: never) => Promise<object>;

interface Definition {
  steps: readonly StoredStep[];
  operation?: FailureOperation;
}

type Parsed<Schemas extends readonly z.ZodType[]> = { [K in keyof Schemas]: z.output<Schemas[K]> };

/** A server action: untrusted arguments in (the schemas decide what they are worth), an ActionResult out. */
export type Action<T> = (...args: unknown[]) => Promise<ActionResult<T>>;

export class ActionClient<Context extends object> {
  constructor(private readonly definition: Definition = { steps: [] }) {}

  /** Adds a step; it may only rely on what the steps before it added (a type error otherwise). */
  use<Adds extends object>(step: Step<Context, Adds>): ActionClient<Context & Adds> {
    return new ActionClient({ ...this.definition, steps: [...this.definition.steps, step as StoredStep] });
  }

  /** Names the operation, so the mapper gives its failures the spec's wording (lib/http/failure-copy.ts). */
  failures(operation: FailureOperation): ActionClient<Context> {
    return new ActionClient({ ...this.definition, operation });
  }

  /**
   * The schema for the action's argument. Every action parses one, even an action that takes nothing (z.undefined()
   * or a schema that drops whatever comes), so a payload cannot smuggle anything in. Further schemas parse further
   * arguments (an idempotency key, a time zone), in order, into `args`.
   */
  input<S extends z.ZodType, More extends z.ZodType[]>(
    schema: S,
    ...more: More
  ): ActionWithInput<Context, z.output<S>, Parsed<More>> {
    return new ActionWithInput(this.definition, [schema, ...more]);
  }
}

export class ActionWithInput<Context extends object, Input, Args extends readonly unknown[]> {
  constructor(
    private readonly definition: Definition,
    private readonly schemas: readonly z.ZodType[],
  ) {}

  /** The action itself: the body calls one service and returns what the component needs. */
  run<T>(body: (context: Context & { input: Input; args: Args }) => Promise<T>): Action<T> {
    const { steps, operation } = this.definition;
    const [schema, ...more] = this.schemas;
    return async (...args) =>
      settle(async () => {
        let context: object = {};
        for (const step of steps) context = { ...context, ...(await step(context as never)) };
        const input = schema!.parse(args[0]);
        const parsed = more.map((extra, index) => extra.parse(args[index + 1]));
        return body({ ...context, input, args: parsed } as Context & { input: Input; args: Args });
      }, operation);
  }
}

export function createActionClient(): ActionClient<object> {
  return new ActionClient();
}

/** The client every action in lib/actions starts from. */
export const action = createActionClient();

/** The session's user, or UNAUTHENTICATED (401). Whose rows change always comes from here, never from the payload. */
export const requireUser: Step<object, { user: SessionUser }> = async () => ({ user: await requireApiUser() });

/** FORBIDDEN unless the signed-in user is an admin. After requireUser. */
export const requireAdmin: Step<{ user: SessionUser }, object> = async ({ user }) => {
  if (!isAdmin(user)) throw new AppError("FORBIDDEN", ADMIN_ONLY_MESSAGE);
  return {};
};

/**
 * The user's accepted partner, read through resolvePartnerAccess (lib/data/partner-access.ts) with both sides'
 * consent as it is now; FORBIDDEN without a partner, or when the partner does not grant `grant` ("linked" needs only
 * the partnership). After requireUser. Adds `partner`, the access to hand to the service, which reads the partner's
 * rows with it.
 */
export function requirePartner(grant: PartnerGrant): Step<{ user: SessionUser }, { partner: PartnerAccess }> {
  return async ({ user }) => ({
    partner: await inTransaction((tx) => requirePartnerAccess(user.id, grant, tx)),
  });
}
