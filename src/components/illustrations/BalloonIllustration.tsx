import art from './balloon.svg?no-inline';
import { Illustration, type IllustrationProps } from './Illustration';

/** A hot air balloon at sunrise with a jumper leaving the basket. */
export function BalloonIllustration(props: IllustrationProps) {
  return <Illustration src={art} {...props} />;
}
