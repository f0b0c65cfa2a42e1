/** A valid chosen emotion of the wheel (moodLogSchema's emotionMetadata), shared by the schema tests. */
export const EMOTION_EXAMPLE = {
  emotionId: "joyful",
  emotionName: "Joyful",
  categoryId: "happy",
  categoryName: "Happy",
  mappedKeyword: "joyful",
  intensity: 5,
};
