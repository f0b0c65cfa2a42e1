import { handler } from "@/lib/http/handler";
import { idempotencyKeyHeader, readJsonBody } from "@/lib/http/json-body";
import { requestNow } from "@/lib/http/test-clock";
import { answerQuestion } from "@/lib/services/questions/answer-question";
import { idempotencyKeySchema } from "@/lib/validation/entries";
import { answerQuestionSchema } from "@/lib/validation/questions";

/**
 * Answers a question of the question for two, as the /questions form does (same schema and service): the offline
 * queue's path (decision 040). 201 when stored, 200 for a replayed key; a closed or replaced question is 409, which
 * the queue reports and drops.
 */
export const POST = handler({ auth: "user", sameOrigin: true }, async ({ request, user }) => {
  const key = idempotencyKeyHeader(request);
  const idempotencyKey = key === null ? null : idempotencyKeySchema.parse(key);
  const input = answerQuestionSchema.parse(await readJsonBody(request));
  const now = await requestNow();
  const result = await answerQuestion({ userId: user.id, timeZone: user.timeZone, input, idempotencyKey, now });
  return Response.json(result, { status: result.created ? 201 : 200, headers: { "Cache-Control": "no-store" } });
});
