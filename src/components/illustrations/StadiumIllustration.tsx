import { Illustration, type IllustrationProps } from './Illustration';
import art from './stadium.svg?no-inline';

/** A stadium at dusk with a demonstration jumper trailing smoke towards the centre spot. */
export function StadiumIllustration(props: IllustrationProps) {
  return <Illustration src={art} {...props} />;
}
