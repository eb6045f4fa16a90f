import art from './camera.svg?no-inline';
import { Illustration, type IllustrationProps } from './Illustration';

/** A film camera framing a canopy: aerial photo and video work. */
export function CameraIllustration(props: IllustrationProps) {
  return <Illustration src={art} {...props} />;
}
