import { num } from './content.ts';

/** Shapes tracked per document at most: a print's distinct repeated shapes are a few dozen. */
const MAX_FORMS = 2048;
/** A form costs an object of its own: worth it from the third use (a two-page print stays small). */
const USES_BEFORE_FORM = 2;

interface FormRef {
  end(chunk?: string): void;
}

interface PageResources {
  page: { xobjects: Record<string, FormRef> };
  ref(data: object): FormRef;
}

/**
 * Repeated painted shapes drawn once per document as PDF Form XObjects. Every card of a print puts the
 * same squares, in the same colours, in the same places: from its third use a shape is one `Do`
 * instead of a dozen path and paint operators, which is less to format, compress and write.
 */
export class ShapeForms {
  /** Shape key -> form name once made, or how many times it was drawn inline so far. */
  private readonly forms = new Map<string, string | number>();
  private readonly refs = new Map<string, FormRef>();

  constructor(private readonly doc: PDFKit.PDFDocument) {}

  /**
   * The name of the form that paints this shape (listed in the current page's resources), or null on
   * its first uses or when the cache is full: then the caller draws it inline. `body` must set every
   * paint it uses, since a form inherits the page's graphics state.
   */
  use(key: string, bounds: [number, number, number, number], body: () => string): string | null {
    const known = this.forms.get(key);
    if (typeof known === 'string') return this.onPage(known);
    const uses = known ?? 0;
    if (uses < USES_BEFORE_FORM) {
      if (known !== undefined || this.forms.size < MAX_FORMS) this.forms.set(key, uses + 1);
      return null;
    }
    const name = `Shape${this.refs.size + 1}`;
    const form = (this.doc as unknown as PageResources).ref({
      Type: 'XObject',
      Subtype: 'Form',
      FormType: 1,
      BBox: bounds.map((n) => Number(num(n))),
    });
    form.end(body());
    this.forms.set(key, name);
    this.refs.set(name, form);
    return this.onPage(name);
  }

  /** Lists a form in the current page's resources. */
  private onPage(name: string): string {
    (this.doc as unknown as PageResources).page.xobjects[name] = this.refs.get(name)!;
    return name;
  }
}
