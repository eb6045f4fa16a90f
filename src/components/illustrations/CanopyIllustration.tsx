import art from './canopy.svg?no-inline';
import { Illustration, type IllustrationProps } from './Illustration';

/** An open parachute canopy above Dutch fields. */
export function CanopyIllustration(props: IllustrationProps) {
  return <Illustration src={art} {...props} />;
}
