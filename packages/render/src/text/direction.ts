const STRONG = /[\p{L}\u200e\u200f]/u;
const RIGHT_TO_LEFT =
  /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Adlam}\u200f]/u;

/** 'rtl' when the first strong character is right-to-left (the Unicode paragraph-direction rule). */
export function textDirection(text: string): 'rtl' | undefined {
  for (const char of text) {
    if (STRONG.test(char)) return RIGHT_TO_LEFT.test(char) ? 'rtl' : undefined;
  }
  return undefined;
}
