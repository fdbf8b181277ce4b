// The on-screen keyboard must not cover the field being typed in. capacitor.config.ts has the
// web view resized natively (resize: 'native' on iOS; Android resizes by default); when the keyboard
// has opened, the focused field is scrolled back into view.
import { Keyboard } from '@capacitor/keyboard';

export async function followKeyboard(): Promise<void> {
  await Keyboard.addListener('keyboardDidShow', () => {
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused !== document.body) {
      focused.scrollIntoView({ block: 'center', behavior: 'smooth' });
    }
  });
}
