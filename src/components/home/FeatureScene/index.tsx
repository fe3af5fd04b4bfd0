import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useSceneSteps} from './useSceneSteps';
import styles from './styles.module.css';

interface Props {
  /** How many states the scene has; it rests on the last. */
  readonly steps: number;
  /** The scene in a state. What it shows is the screenshot's story told in time: hidden from screen readers. */
  readonly children: (step: number) => ReactNode;
  readonly className?: string;
  /** How long each state between the first and the last shows. */
  readonly stepMs?: number;
}

/**
 * A feature happening, drawn as the app draws it: its states in turn while it is in view, with a button to pause it.
 * Without JavaScript or with reduced motion it is a still picture of its last state, without the button.
 */
export default function FeatureScene({steps, children, className, stepMs}: Props): ReactNode {
  const {ref, step, moving, playing, toggle} = useSceneSteps(steps, stepMs);
  return (
    <div ref={ref} className={clsx(styles.scene, className)} data-step={step} data-playing={playing || undefined}>
      <div aria-hidden="true">{children(step)}</div>
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
