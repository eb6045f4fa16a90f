import art from './ice.svg?no-inline';
import { Illustration, type IllustrationProps } from './Illustration';

/** Greenland's ice sheet and fjord under a low sun, for the expedition. */
export function IceIllustration(props: IllustrationProps) {
  return <Illustration src={art} {...props} />;
}
