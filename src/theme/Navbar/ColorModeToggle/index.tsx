import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {useColorMode, type ColorMode} from '@docusaurus/theme-common';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import type {Props} from '@theme/Navbar/ColorModeToggle';
import {saveTheme} from '@site/src/colorMode/saveTheme';
import styles from './styles.module.css';

type SetColorMode = ReturnType<typeof useColorMode>['setColorMode'];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/**
 * theme-common 3.10 declares `setColorMode(choice)`, but its implementation
 * (lib/contexts/colorMode.js) also takes `{persist}`, which this toggle uses.
 * When an upgrade changes the declared signature, this stops compiling: check
 * the option still exists, then update the line.
 */
const declaredSignatureChecked: Same<SetColorMode, (colorMode: ColorMode | null) => void> = true;
type SetColorModeQuietly = (mode: ColorMode, options: {persist: false}) => void;

/**
 * The header's light/dark switch: every click flips the effective theme (the
 * built-in toggle cycles through "system" as a third state) and remembers the
 * choice. Its icon follows `data-theme` in CSS, so it is right before
 * hydration; until then the button is disabled, like Docusaurus's own.
 */
export default function NavbarColorModeToggle({className}: Props): ReactNode {
  const {colorMode, setColorMode} = useColorMode();
  const isBrowser = useIsBrowser();
  // One literal translate() call per message: Docusaurus's extractor
  // (write-translations, the translations check) evaluates the first argument
  // statically and skips a conditional one.
  const mode =
    colorMode === 'dark'
      ? translate({id: 'theme.colorToggle.ariaLabel.mode.dark', message: 'dark mode'})
      : translate({id: 'theme.colorToggle.ariaLabel.mode.light', message: 'light mode'});
  return (
    <button
      type="button"
      className={clsx('clean-btn', styles.toggle, className)}
      disabled={!isBrowser}
      title={mode}
      aria-label={translate(
        {id: 'theme.colorToggle.ariaLabel', message: 'Switch between dark and light mode (currently {mode})'},
        {mode},
      )}
      onClick={() => {
        const next: ColorMode = colorMode === 'dark' ? 'light' : 'dark';
        // Docusaurus logs an error when storage throws; the flip must still
        // work quietly, so the choice is saved here instead.
        void declaredSignatureChecked;
        (setColorMode as SetColorModeQuietly)(next, {persist: false});
        saveTheme(next);
      }}>
      <IconLightMode aria-hidden className={styles.lightIcon} />
      <IconDarkMode aria-hidden className={styles.darkIcon} />
    </button>
  );
}
