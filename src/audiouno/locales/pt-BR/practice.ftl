# Treino do zumbador: os exercícios, os resultados, a calibração e a lista de treino.

practice-title = Treinar o zumbador
practice-hint = Seta acima e Seta abaixo percorrem a lista, Seta esquerda e Seta direita mudam uma opção, Enter começa. { $key_drill_buzzer } é o zumbador. F1 diz as teclas.
practice-back = Lista de treino.
practice-ms =
    { $ms ->
        [1] 1 milissegundo
       *[other] { $ms } milissegundos
    }
practice-too_soon = Cedo demais!
practice-stopped = Exercício interrompido.
practice-item-reaction = Reação: aperte { $key_drill_buzzer } assim que ouvir o zumbador
practice-item-race = Disputa: contra { $count ->
        [1] 1 bot
       *[other] { $count } bots
    } de nível { $strength }
practice-item-gonogo = Só no zumbador: o zumbador no meio de outros sons da mesa
practice-item-slap = Tapa no 9: cartas num ritmo constante, dê o tapa só num 9
practice-item-bots = Bots na disputa: { $count }
practice-item-strength = Nível dos bots: { $strength }
practice-item-waits = Esperas antes do zumbador: de { $shortest } a { $longest } segundos
practice-item-calibrate = Calibrar o atraso do som: { $delay }
practice-item-statistics = Suas estatísticas
practice-delay-none = não calibrado
practice-delay-some =
    { $ms ->
        [1] 1 milissegundo
       *[other] { $ms } milissegundos
    }
practice-intro-reaction = Reação. Depois de uma espera aleatória o zumbador toca: aperte { $key_drill_buzzer } na hora. { $trials ->
        [1] 1 toque do zumbador
       *[other] { $trials } toques do zumbador
    }. Esc interrompe.
practice-intro-race = Disputa contra { $names }. Aperte { $key_drill_buzzer } quando o zumbador tocar, antes dos bots. { $trials ->
        [1] 1 disputa
       *[other] { $trials } disputas
    }. Esc interrompe.
practice-intro-gonogo = Só no zumbador. Aperte { $key_drill_buzzer } só no zumbador, nunca nos outros sons. { $trials ->
        [1] 1 som
       *[other] { $trials } sons
    }. Esc interrompe.
practice-intro-slap = Tapa no 9. As cartas vêm uma após a outra: aperte { $key_drill_buzzer } num 9, e só num 9. { $trials ->
        [1] 1 carta
       *[other] { $trials } cartas
    }. Esc interrompe.
practice-error-gonogo = Esse não!
practice-error-slap = Não é um 9!
practice-miss-reaction = Não apertou.
practice-miss-race = Não apertou.
practice-miss-gonogo = Não apertou no zumbador.
practice-miss-slap = Não deu o tapa no 9.
practice-race-first = Você ficou em primeiro lugar entre { $field }, { $gap ->
        [1] 1 milissegundo
       *[other] { $gap } milissegundos
    } à frente de { $name }.
practice-race-first_slowest = Você ficou em primeiro lugar entre { $field }, { $gap ->
        [1] 1 milissegundo
       *[other] { $gap } milissegundos
    } à frente de { $name }; quem demorou mais foi { $slowest }.
practice-race-middle = Você ficou em { $place } lugar entre { $field }, { $gap ->
        [1] 1 milissegundo
       *[other] { $gap } milissegundos
    } atrás de { $name }; quem demorou mais foi { $slowest }.
practice-race-last = Você ficou em último lugar entre { $field }, { $gap ->
        [1] 1 milissegundo
       *[other] { $gap } milissegundos
    } atrás de { $name }.
practice-race-missed = Você não apertou e ficou em último lugar entre { $field }; entre os bots, quem demorou mais foi { $slowest }.
practice-ordinal-2 = segundo
practice-ordinal-3 = terceiro
practice-ordinal-4 = quarto
practice-ordinal-5 = quinto
practice-ordinal-6 = sexto
practice-ordinal-7 = sétimo
practice-ordinal-8 = oitavo
practice-ordinal-9 = nono
practice-count-2 = dois
practice-count-3 = três
practice-count-4 = quatro
practice-count-5 = cinco
practice-count-6 = seis
practice-count-7 = sete
practice-count-8 = oito
practice-count-9 = nove
practice-count-10 = dez
practice-summary-times = Melhor { $best ->
        [1] 1 milissegundo
       *[other] { $best } milissegundos
    }, mediana { $median }, média { $mean }, dispersão { $spread ->
        [1] 1 milissegundo
       *[other] { $spread } milissegundos
    }.
practice-summary-one_time = Um tempo: { $best ->
        [1] 1 milissegundo
       *[other] { $best } milissegundos
    }.
practice-summary-no_times = Nenhum tempo neste exercício.
practice-summary-slips = Largadas queimadas: { $false_starts }. Erros: { $errors }. Sem resposta: { $misses }.
practice-summary-clean = Nenhuma largada queimada, nenhum erro, nenhuma falta de resposta.
practice-summary-wins = Disputas vencidas: { $wins } de { $races }.
practice-trend-week = Sua mediana hoje: { $today ->
        [1] 1 milissegundo
       *[other] { $today } milissegundos
    }; na semana passada: { $week ->
        [1] 1 milissegundo
       *[other] { $week } milissegundos
    }.
practice-trend-earlier = Sua mediana hoje: { $today ->
        [1] 1 milissegundo
       *[other] { $today } milissegundos
    }; antes da semana passada: { $earlier ->
        [1] 1 milissegundo
       *[other] { $earlier } milissegundos
    }.
practice-trend-first = Sua mediana hoje: { $today ->
        [1] 1 milissegundo
       *[other] { $today } milissegundos
    }, seu primeiro dia neste exercício.
practice-kind-reaction = Reação
practice-kind-race = Disputa
practice-kind-gonogo = Só no zumbador
practice-kind-slap = Tapa no 9
practice-statistics-none = Nenhum exercício ainda.
practice-statistics-kind = { $kind }: { $drills ->
        [1] 1 feito
       *[other] { $drills } feitos
    }, última mediana { $median ->
        [1] 1 milissegundo
       *[other] { $median } milissegundos
    }, melhor mediana { $best ->
        [1] 1 milissegundo
       *[other] { $best } milissegundos
    }.
practice-statistics-kind_untimed = { $kind }: { $drills ->
        [1] 1 feito, sem tempo
       *[other] { $drills } feitos, nenhum com tempo
    }.
practice-statistics-export = Para lê-las numa planilha: audio-uno practice --export stats.csv.
practice-charts-medians = Mediana de cada exercício, ms
practice-charts-times = Último exercício: tempos, ms
practice-charts-this_drill = Este exercício: tempos, ms
practice-charts-nothing = Faça um exercício e os tempos aparecem aqui.
practice-calibration-intro = Calibração. Cliques vão tocar num ritmo constante: aperte { $key_calibration_tap } em cada clique, por uns dez segundos. Os primeiros servem para pegar o ritmo.
practice-calibration-result = Seu som chega a você uns { $ms ->
        [1] 1 milissegundo
       *[other] { $ms } milissegundos
    } depois que o jogo o toca, com margem de { $error ->
        [1] 1 milissegundo
       *[other] { $error } milissegundos
    }.
practice-calibration-plausible = Parece plausível; os tempos do treino agora descontam esse atraso.
practice-calibration-negative = Não é plausível: seus toques vieram antes dos cliques. O valor continua { $previous }. Tente de novo, tocando no clique, não antes dele.
practice-calibration-too_long = Passa de { $limit ->
        [1] 1 milissegundo
       *[other] { $limit } milissegundos
    }, o que não é plausível, a não ser com fones sem fio lentos. O valor continua { $previous }. Tente de novo.
practice-calibration-uneven = Seus toques foram irregulares demais para confiar. O valor continua { $previous }. Tente de novo.
practice-calibration-too_few = Poucos toques para medir. O valor continua { $previous }. Tente de novo, apertando { $key_calibration_tap } em cada clique.
practice-calibration-stopped = Calibração interrompida. O valor continua { $previous }.
practice-store-unreadable = Não foi possível ler suas estatísticas de treino em { $path }, então os exercícios desta sessão não são salvos lá.
practice-store-set_aside = Não foi possível ler suas estatísticas de treino; o arquivo foi guardado como { $path }, e um registro novo começa.
practice-store-unsaved = Não foi possível salvar suas estatísticas de treino em { $path }; elas ficam guardadas até você fechar o jogo.
practice-export-done = Respostas gravadas em { $path }: { $rows }. Exercícios: { $drills }.
practice-export-failed = Não foi possível gravar { $path }: { $detail }
help-practice-previous_item = item anterior
help-practice-next_item = próximo item
help-practice-lower = diminui a opção
help-practice-higher = aumenta a opção
help-practice-first_item = primeiro item
help-practice-last_item = último item
help-practice-choose = começa o exercício, ou calibra
help-practice-repeat = repete o item
help-practice-help = esta ajuda
help-practice-back = sai do treino
help-drill-buzzer = o zumbador: aperte quando ele tocar
help-drill-repeat = repete o último tempo
help-drill-help = esta ajuda
help-drill-stop = interrompe o exercício
help-calibration-tap = aperta em cada clique
help-calibration-help = esta ajuda
help-calibration-stop = interrompe a calibração; o valor continua o mesmo
event-reaction_margin-buzzer_won =
    Demorou mais: { $player }, { $ms ->
        [1] 1 milissegundo
       *[other] { $ms } milissegundos
    } depois de você.
    .brief =
        Demorou mais: { $player }, +{ $ms ->
            [1] 1 milissegundo
           *[other] { $ms } milissegundos
        }.
event-reaction_margin-slap_won =
    Deu o tapa por último: { $player }, { $ms ->
        [1] 1 milissegundo
       *[other] { $ms } milissegundos
    } depois de você.
    .brief =
        Por último: { $player }, +{ $ms ->
            [1] 1 milissegundo
           *[other] { $ms } milissegundos
        }.
main-practice = Treinar o zumbador

## The practice file's values, and an export that would replace a file.

practice-store-values_reset = { $count ->
    [1] Uma resposta ou valor das suas estatísticas de treino não pôde ser usado e ficou de fora; todo o resto foi mantido.
   *[other] { $count } respostas ou valores das suas estatísticas de treino não puderam ser usados e ficaram de fora; todo o resto foi mantido.
}
practice-export-own_file = { $path } é um dos arquivos do próprio jogo, então a exportação não foi gravada nele. Escolha outro nome de arquivo.
practice-export-exists = { $path } já existe, então nada foi gravado. Para substituí-lo, acrescente --replace.
practice-export-replace_question = { $path } já existe. Substituir? Digite s e aperte Enter para substituir; só Enter mantém o arquivo.
# The answer that means yes to the question above, in lower case.
practice-export-yes = s
practice-export-kept = Nada foi gravado; { $path } continua como estava.
practice-export-not_a_file = { $path } não é um arquivo (é um dispositivo ou uma pasta), então nada foi gravado nele. Escolha um nome de arquivo.
practice-export-not_written = Nada foi gravado em { $path }: sem os exercícios que não puderam ser lidos, a exportação os deixaria de fora.


## Treino sem dispositivo de som: os exercícios cronometrados por um som não podem ser feitos.

practice-no_sound = Sem dispositivo de som: os exercícios cronometrados por um som não podem ser feitos; Tapa no 9 diz as cartas em voz alta e funciona.
practice-needs_sound = Este é cronometrado por um som, e não há dispositivo de som. Tapa no 9 diz as cartas em voz alta e funciona sem som.
practice-unheard = Nenhum som chega até você agora: não há dispositivo de som, o volume dos sons ou das disputas está em zero, ou o som fica mudo enquanto a janela está em segundo plano. Este treino não tem nada para você reagir; aumente os volumes nas opções. Tapa no 9 fala as cartas e não precisa de som.
