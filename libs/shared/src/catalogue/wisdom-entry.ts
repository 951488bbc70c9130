export interface WisdomEntry {
  id: number;
  title: string;
  /** A short description of the tradition or lens. */
  content: string;
  /** Image key; the UI maps it to a round avatar (or the product logo). */
  imgUrl: string;
  /** A representative quote; modern personas get a short original paraphrase, never a verbatim quote. */
  example: string;
  exampleSource: string;
}
