# Práctica del zumbador: los ejercicios, sus resultados, la calibración y la lista de práctica.

practice-title = Practicar el zumbador
practice-hint = Flecha arriba y Flecha abajo recorren la lista, Flecha izquierda y Flecha derecha cambian una opción, Enter empieza. { $key_drill_buzzer } es el zumbador. F1 dice las teclas.
practice-back = Lista de práctica.
practice-ms =
    { $ms ->
        [one] 1 milisegundo
       *[other] { $ms } milisegundos
    }
practice-too_soon = ¡Demasiado pronto!
practice-stopped = Ejercicio detenido.
practice-item-reaction = Reacción: pulsa { $key_drill_buzzer } en cuanto oigas el zumbador
practice-item-race = Carrera: contra { $count ->
        [one] 1 bot
       *[other] { $count } bots
    } de nivel { $strength }
practice-item-gonogo = Solo el zumbador: el zumbador entre otros sonidos de la mesa
practice-item-slap = Golpe al 9: cartas a un ritmo constante, golpea solo en un 9
practice-item-bots = Bots en la carrera: { $count }
practice-item-strength = Nivel de los bots: { $strength }
practice-item-waits = Esperas antes del zumbador: de { $shortest } a { $longest } segundos
practice-item-calibrate = Calibrar el retraso del sonido: { $delay }
practice-item-statistics = Tus estadísticas
practice-delay-none = sin calibrar
practice-delay-some =
    { $ms ->
        [one] 1 milisegundo
       *[other] { $ms } milisegundos
    }
practice-intro-reaction = Reacción. Tras una espera al azar suena el zumbador: pulsa { $key_drill_buzzer } enseguida. { $trials ->
        [one] 1 zumbido
       *[other] { $trials } zumbidos
    }. Escape detiene.
practice-intro-race = Carrera contra { $names }. Pulsa { $key_drill_buzzer } al oír el zumbador, antes que los bots. { $trials ->
        [one] 1 carrera
       *[other] { $trials } carreras
    }. Escape detiene.
practice-intro-gonogo = Solo el zumbador. Pulsa { $key_drill_buzzer } solo con el zumbador, nunca con los otros sonidos. { $trials ->
        [one] 1 sonido
       *[other] { $trials } sonidos
    }. Escape detiene.
practice-intro-slap = Golpe al 9. Las cartas llegan una tras otra: pulsa { $key_drill_buzzer } en un 9, y solo en un 9. { $trials ->
        [one] 1 carta
       *[other] { $trials } cartas
    }. Escape detiene.
practice-error-gonogo = ¡Ese no!
practice-error-slap = ¡No es un 9!
practice-miss-reaction = ¡Fallaste!
practice-miss-race = ¡Fallaste!
practice-miss-gonogo = Se te escapó el zumbador.
practice-miss-slap = Se te escapó un 9.
practice-race-first = Quedaste en primer lugar entre { $field }, { $gap ->
        [one] 1 milisegundo
       *[other] { $gap } milisegundos
    } por delante de { $name }.
practice-race-first_slowest = Quedaste en primer lugar entre { $field }, { $gap ->
        [one] 1 milisegundo
       *[other] { $gap } milisegundos
    } por delante de { $name }; quien más tardó fue { $slowest }.
practice-race-middle = Quedaste en { $place } lugar entre { $field }, { $gap ->
        [one] 1 milisegundo
       *[other] { $gap } milisegundos
    } por detrás de { $name }; quien más tardó fue { $slowest }.
practice-race-last = Quedaste en último lugar entre { $field }, { $gap ->
        [one] 1 milisegundo
       *[other] { $gap } milisegundos
    } por detrás de { $name }.
practice-race-missed = No pulsaste y quedaste en último lugar entre { $field }; entre los bots, quien más tardó fue { $slowest }.
practice-ordinal-2 = segundo
practice-ordinal-3 = tercer
practice-ordinal-4 = cuarto
practice-ordinal-5 = quinto
practice-ordinal-6 = sexto
practice-ordinal-7 = séptimo
practice-ordinal-8 = octavo
practice-ordinal-9 = noveno
practice-count-2 = dos
practice-count-3 = tres
practice-count-4 = cuatro
practice-count-5 = cinco
practice-count-6 = seis
practice-count-7 = siete
practice-count-8 = ocho
practice-count-9 = nueve
practice-count-10 = diez
practice-summary-times = Mejor { $best ->
        [one] 1 milisegundo
       *[other] { $best } milisegundos
    }, mediana { $median }, media { $mean }, dispersión { $spread ->
        [one] 1 milisegundo
       *[other] { $spread } milisegundos
    }.
practice-summary-one_time = Un tiempo: { $best ->
        [one] 1 milisegundo
       *[other] { $best } milisegundos
    }.
practice-summary-no_times = Ningún tiempo en este ejercicio.
practice-summary-slips = Salidas en falso: { $false_starts }. Errores: { $errors }. Fallos: { $misses }.
practice-summary-clean = Ninguna salida en falso, error ni fallo.
practice-summary-wins = Carreras ganadas: { $wins } de { $races }.
practice-trend-week = Tu mediana hoy: { $today ->
        [one] 1 milisegundo
       *[other] { $today } milisegundos
    }; la semana pasada: { $week ->
        [one] 1 milisegundo
       *[other] { $week } milisegundos
    }.
practice-trend-earlier = Tu mediana hoy: { $today ->
        [one] 1 milisegundo
       *[other] { $today } milisegundos
    }; antes de la semana pasada: { $earlier ->
        [one] 1 milisegundo
       *[other] { $earlier } milisegundos
    }.
practice-trend-first = Tu mediana hoy: { $today ->
        [one] 1 milisegundo
       *[other] { $today } milisegundos
    }, tu primer día en este ejercicio.
practice-kind-reaction = Reacción
practice-kind-race = Carrera
practice-kind-gonogo = Solo el zumbador
practice-kind-slap = Golpe al 9
practice-statistics-none = Aún no hay ejercicios.
practice-statistics-kind = { $kind }: { $drills ->
        [one] 1 hecho
       *[other] { $drills } hechos
    }, última mediana { $median ->
        [one] 1 milisegundo
       *[other] { $median } milisegundos
    }, mejor mediana { $best ->
        [one] 1 milisegundo
       *[other] { $best } milisegundos
    }.
practice-statistics-kind_untimed = { $kind }: { $drills ->
        [one] 1 hecho, sin tiempo
       *[other] { $drills } hechos, ninguno cronometrado
    }.
practice-statistics-export = Para leerlas en una hoja de cálculo: audio-uno practice --export stats.csv.
practice-charts-medians = Mediana de cada ejercicio, ms
practice-charts-times = Último ejercicio: tiempos, ms
practice-charts-this_drill = Este ejercicio: tiempos, ms
practice-charts-nothing = Haz un ejercicio y sus tiempos se dibujan aquí.
practice-calibration-intro = Calibración. Sonarán clics a un ritmo constante: pulsa { $key_calibration_tap } en cada clic, durante unos diez segundos. Los primeros sirven para encontrar el ritmo.
practice-calibration-result = Tu sonido te llega unos { $ms ->
        [one] 1 milisegundo
       *[other] { $ms } milisegundos
    } después de que el juego lo reproduce, con un margen de { $error ->
        [one] 1 milisegundo
       *[other] { $error } milisegundos
    }.
practice-calibration-plausible = Parece plausible; los tiempos de la práctica ahora lo descuentan.
practice-calibration-negative = No es plausible: tus pulsaciones llegaron antes que los clics. El valor sigue en { $previous }. Inténtalo otra vez, pulsando en el clic, no antes.
practice-calibration-too_long = Pasa de { $limit ->
        [one] 1 milisegundo
       *[other] { $limit } milisegundos
    }, lo que no es plausible salvo con auriculares inalámbricos lentos. El valor sigue en { $previous }. Inténtalo otra vez.
practice-calibration-uneven = Tus pulsaciones fueron demasiado irregulares para confiar en ellas. El valor sigue en { $previous }. Inténtalo otra vez.
practice-calibration-too_few = Muy pocas pulsaciones para saberlo. El valor sigue en { $previous }. Inténtalo otra vez, pulsando { $key_calibration_tap } en cada clic.
practice-calibration-stopped = Calibración detenida. El valor sigue en { $previous }.
practice-store-unreadable = No se pudieron leer tus estadísticas de práctica en { $path }, así que los ejercicios de esta sesión no se guardan allí.
practice-store-set_aside = No se pudieron leer tus estadísticas de práctica; el archivo se conserva como { $path }, y empieza un registro nuevo.
practice-store-unsaved = No se pudieron guardar tus estadísticas de práctica en { $path }; se conservan hasta que cierres el juego.
practice-export-done = Respuestas escritas en { $path }: { $rows }. Ejercicios: { $drills }.
practice-export-failed = No se pudo escribir { $path }: { $detail }
help-practice-previous_item = elemento anterior
help-practice-next_item = elemento siguiente
help-practice-lower = baja la opción
help-practice-higher = sube la opción
help-practice-first_item = primer elemento
help-practice-last_item = último elemento
help-practice-choose = empieza el ejercicio, o calibra
help-practice-repeat = repite el elemento
help-practice-help = esta ayuda
help-practice-back = sale de la práctica
help-drill-buzzer = el zumbador: púlsalo cuando suene
help-drill-repeat = repite el último tiempo
help-drill-help = esta ayuda
help-drill-stop = detiene el ejercicio
help-calibration-tap = pulsa en cada clic
help-calibration-help = esta ayuda
help-calibration-stop = detiene la calibración; el valor sigue igual
event-reaction_margin-buzzer_won =
    Tardó más: { $player }, { $ms ->
        [one] 1 milisegundo
       *[other] { $ms } milisegundos
    } después de ti.
    .brief =
        Tardó más: { $player }, +{ $ms ->
            [one] 1 milisegundo
           *[other] { $ms } milisegundos
        }.
event-reaction_margin-slap_won =
    Golpeó al final: { $player }, { $ms ->
        [one] 1 milisegundo
       *[other] { $ms } milisegundos
    } después de ti.
    .brief =
        Al final: { $player }, +{ $ms ->
            [one] 1 milisegundo
           *[other] { $ms } milisegundos
        }.
main-practice = Practicar el zumbador

## The practice file's values, and an export that would replace a file.

practice-store-values_reset = { $count ->
    [one] Una respuesta o valor de tus estadísticas de práctica no se pudo usar y se dejó fuera; todo lo demás se conserva.
   *[other] { $count } respuestas o valores de tus estadísticas de práctica no se pudieron usar y se dejaron fuera; todo lo demás se conserva.
}
practice-export-own_file = { $path } es uno de los archivos del propio juego, así que la exportación no se escribió ahí. Elige otro nombre de archivo.
practice-export-exists = { $path } ya existe, así que no se escribió nada. Para reemplazarlo, agrega --replace.
practice-export-replace_question = { $path } ya existe. ¿Reemplazarlo? Escribe s y pulsa Enter para reemplazarlo; solo Enter lo conserva.
# The answer that means yes to the question above, in lower case.
practice-export-yes = s
practice-export-kept = No se escribió nada; { $path } sigue como estaba.
practice-export-not_a_file = { $path } no es un archivo (es un dispositivo o una carpeta), así que no se escribió nada ahí. Elige un nombre de archivo.
practice-export-not_written = No se escribió nada en { $path }: sin los ejercicios que no se pudieron leer, la exportación los dejaría fuera.


## Práctica sin dispositivo de sonido: los ejercicios cronometrados por un sonido no se pueden hacer.

practice-no_sound = No hay dispositivo de sonido: los ejercicios cronometrados por un sonido no se pueden hacer; Golpe al 9 dice las cartas en voz alta y funciona.
practice-needs_sound = Este se cronometra por un sonido, y no hay dispositivo de sonido. Golpe al 9 dice las cartas en voz alta y funciona sin sonido.
practice-unheard = Ahora no te llega ningún sonido: no hay dispositivo de sonido, el volumen de los sonidos o de las carreras está en cero, o el sonido se silencia mientras la ventana está en segundo plano. Este ejercicio no tiene nada a qué reaccionar; sube los volúmenes en las opciones. Golpe al 9 dice las cartas y no necesita sonido.
