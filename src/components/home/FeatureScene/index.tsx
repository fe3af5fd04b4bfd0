import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import type {ScreenshotRef} from '@site/src/data/features';
import StoryPhone from '@site/src/components/StoryPhone';
import {appClassName} from '@site/src/components/home/WordCard';
import {useSceneSteps} from './useSceneSteps';
import styles from './styles.module.css';

interface Props {
  /** The feature's screenshot: the poster the screen plays from and comes back to. */
  readonly screenshot: ScreenshotRef;
  /** How many states the screen plays before it comes back to the screenshot. */
  readonly steps: number;
  /**
   * A whole screen of the app drawn over the screenshot (`screen`), or a sheet that rises over it from the screen's
   * lower edge (`sheet`), as the app's own sheets do, or the status bar alone, pinned over the screenshot as it
   * scrolls (`pinned`).
   */
  readonly kind: 'screen' | 'sheet' | 'pinned';
  /** The screen in a state. What it shows is the screenshot's story told in time: hidden from screen readers. */
  readonly children: (step: number) => ReactNode;
  readonly className?: string;
  /** How long each state between the first and the last shows. */
  readonly stepMs?: number;
}

/**
 * A feature happening inside its phone, drawn as the app draws it: while in view, the screen plays its states over
 * the screenshot and rests on the last; a button beside the phone pauses it. Without JavaScript or with reduced motion
 * the phone shows the screenshot alone, without the button.
 */
export default function FeatureScene({screenshot, steps, kind, children, className, stepMs}: Props): ReactNode {
  // The screenshot a moment first (the state the scene is set back to), then the screen's states; it plays them again
  // from the first, never through the screenshot (two renderings of one screen never cross), and rests on the last.
  // Before it is set back (on the server, without JavaScript, with reduced motion) the state is one past the last:
  // the screenshot.
  const {ref, step, moving, playing, toggle} = useSceneSteps(steps + 1, stepMs, 1);
  const active = moving && step > 0;
  return (
    <div
      ref={ref}
      className={clsx(styles.scene, className)}
      data-step={step}
      data-active={active || undefined}
      data-playing={playing || undefined}>
      <StoryPhone screenshot={screenshot} className={styles.device}>
        <div aria-hidden="true" data-screen className={clsx(appClassName, styles.layer, styles[kind])}>
          {children(Math.min(Math.max(step - 1, 0), steps - 1))}
        </div>
      </StoryPhone>
      {moving && (
        <button
          type="button"
          className={styles.toggle}
          onClick={toggle}
          aria-label={
            playing
              ? translate({
                  id: 'home.scene.pause',
                  message: 'Pause animation',
                  description: 'Button on a moving app scene',
                })
              : translate({
                  id: 'home.scene.play',
                  message: 'Play animation',
                  description: 'Button on a paused app scene',
                })
          }>
          <svg viewBox="0 0 16 16" aria-hidden="true">
            {playing ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M5 3l8 5-8 5z" />}
          </svg>
        </button>
      )}
    </div>
  );
}
