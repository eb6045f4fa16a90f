import { PageIntro } from '../../components/page/PageIntro';

export default function WeatherPage() {
  return <PageIntro id="weather" />;
}
