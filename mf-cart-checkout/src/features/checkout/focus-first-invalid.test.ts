import { focusFirstInvalid } from './focus-first-invalid';

function form(html: string): HTMLFormElement {
  document.body.innerHTML = `<form>${html}</form>`;
  return document.querySelector('form')!;
}

describe('focusFirstInvalid', () => {
  it('focuses the first refused field in document order', () => {
    const f = form(
      '<input id="a"><input id="b" aria-invalid="true"><input id="c" aria-invalid="true"><button>Send</button>',
    );
    expect(focusFirstInvalid(f)).toBe(true);
    expect(document.activeElement?.id).toBe('b');
  });

  it('focuses the first control of a refused group', () => {
    const f = form('<fieldset aria-invalid="true"><input type="radio" id="r1"></fieldset>');
    focusFirstInvalid(f);
    expect(document.activeElement?.id).toBe('r1');
  });

  it('does nothing when every field is fine', () => {
    expect(focusFirstInvalid(form('<input id="a">'))).toBe(false);
  });
});
