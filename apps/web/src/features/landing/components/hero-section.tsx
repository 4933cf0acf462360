import { useTranslation } from 'react-i18next';
import { ArrowRight } from 'lucide-react';
import { buttonVariants } from '@/components/ui/button-variants';
import { LoopingVideo } from './looping-video';
import { MEDIA } from './media';
import { paths } from '@/config/paths';

export function HeroSection() {
  const { t } = useTranslation('landing');
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden border-b bg-gradient-to-b from-accent to-background"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 sm:px-6 md:py-20 lg:grid-cols-[1.05fr_1fr]">
        <div className="grid gap-6">
          <p className="w-fit rounded-lg border border-primary/20 bg-background px-3 py-1 text-sm font-medium text-accent-foreground">
            {t('hero.eyebrow')}
          </p>
          <h1 id="hero-title" className="text-4xl font-bold tracking-tight sm:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground">{t('hero.subtitle')}</p>
          <div className="flex flex-col gap-3 sm:flex-row">
            <a href={paths.register} className={buttonVariants({ size: 'lg' })}>
              {t('hero.cta')}
              <ArrowRight aria-hidden="true" />
            </a>
            <a href="#pricing" className={buttonVariants({ size: 'lg', variant: 'outline' })}>
              {t('hero.secondary')}
            </a>
          </div>
          <p className="text-sm text-muted-foreground">{t('hero.note')}</p>
        </div>
        <LoopingVideo {...MEDIA.hero} label={t('hero.videoLabel')} priority className="shadow-lg" />
      </div>
    </section>
  );
}
