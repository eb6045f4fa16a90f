import { Illustration, type IllustrationProps } from './Illustration';
import art from './sky.svg?no-inline';

/** Open sky with clouds and two skydivers in freefall formation. */
export function SkyIllustration(props: IllustrationProps) {
  return <Illustration src={art} {...props} />;
}
