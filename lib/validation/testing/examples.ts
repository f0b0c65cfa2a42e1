/**
 * A valid chosen emotion of the wheel (moodLogSchema's emotionMetadata), shared by the schema tests: only its catalogue
 * id, since everything else about it is derived by the server.
 */
export const EMOTION_EXAMPLE = { emotionId: "joyful" };
