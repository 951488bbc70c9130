export interface WisdomEntry {
  id: number;
  title: string;
  /** A short description of the tradition or lens. */
  content: string;
  /** Image key, one per wisdom; `@app/shared/emblems` draws it as a round avatar. */
  imgUrl: string;
  /** A representative quote; modern personas get a short original paraphrase, never a verbatim quote. */
  example: string;
  exampleSource: string;
}
