import art from './helicopter.svg?no-inline';
import { Illustration, type IllustrationProps } from './Illustration';

/** A helicopter hovering high above the clouds, a jumper stepping off the skid. */
export function HelicopterIllustration(props: IllustrationProps) {
  return <Illustration src={art} {...props} />;
}
